import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config/storage-settings';
import { assertStorageTarget, FileStorage, imageContentType, isStorageKey, type StorageArea } from './file-storage';

/** The stored object's type, from our own extension; the API sets the served type itself, this is for the bucket's listing. */
function contentTypeOf(extension: string): string {
  return imageContentType(extension) ?? (extension === 'pdf' ? 'application/pdf' : 'application/octet-stream');
}

/** S3's answer for a key with nothing under it; a missing bucket (NoSuchBucket) is a configuration error, not a missing file. */
function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && error.name === 'NoSuchKey';
}

/**
 * Stores files as objects of an S3-compatible bucket (STORAGE_DRIVER=s3), under the same keys as the
 * local folder ('public/gallery/<uuid>.webp'). Objects are written without any ACL, so they stay as
 * private as the bucket (keep its public access blocked): visitors get public files through the API's
 * /api/uploads/public route, staff get private ones through their guarded routes, never from the bucket.
 */
@Injectable()
export class S3BucketStorage extends FileStorage implements OnModuleDestroy {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    super();
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Checksums only where S3 requires them: several S3-compatible servers refuse the SDK's newer default
      // (streamed CRC trailers); a PutObject of a Buffer is sent with its length and signed as a whole anyway.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // An unreachable endpoint fails the request within seconds, and one that stops answering within
      // 30 s of silence, instead of holding the request (and its visitor) open.
      requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
    });
  }

  async save(area: StorageArea, folder: string, data: Buffer, extension: string): Promise<string> {
    assertStorageTarget(folder, extension);
    const key = `${area}/${folder}/${randomUUID()}.${extension}`;
    // One PUT stores the object whole or not at all: a reader never sees half a file.
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentLength: data.length, ContentType: contentTypeOf(extension) }),
    );
    return key;
  }

  async remove(key: string): Promise<void> {
    if (!isStorageKey(key)) return;
    // S3 answers a delete of a missing key with success too.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async open(key: string) {
    if (!isStorageKey(key)) return null;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(object.Body instanceof Readable) || object.ContentLength === undefined) {
        throw new Error(`S3 answered ${key} without a body stream or a length`);
      }
      return { stream: object.Body, size: object.ContentLength };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  onModuleDestroy(): void {
    this.client.destroy();
  }
}
