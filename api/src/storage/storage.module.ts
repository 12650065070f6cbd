import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { FileStorage } from './file-storage';
import { LocalFolderStorage } from './local-folder-storage';

/**
 * Picks the driver STORAGE_DRIVER names: the local folder (default) or an S3-compatible bucket. The AWS
 * SDK is loaded only when the bucket is chosen (it adds about 20 MB to a process).
 */
export async function createFileStorage(config: AppConfig): Promise<FileStorage> {
  if (config.storage.driver !== 's3') return new LocalFolderStorage(config);
  const { S3BucketStorage } = await import('./s3-bucket-storage');
  return new S3BucketStorage(config.storage);
}

/** Uploaded files, outside the database. Inject FileStorage; the configured driver is bound here. */
@Module({
  providers: [{ provide: FileStorage, inject: [AppConfig], useFactory: createFileStorage }],
  exports: [FileStorage],
})
export class StorageModule {}
