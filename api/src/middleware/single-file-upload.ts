import {
  Injectable,
  mixin,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';

/** The file multer leaves on the request (memory storage), as the route receives it via @UploadedFile(). */
export interface UploadedFileData {
  buffer: Buffer;
  size: number;
  originalname: string;
  mimetype: string;
}

export interface SingleFileUploadOptions {
  /** The multipart field that carries the file. */
  field: string;
  maxBytes: number;
  /** The 413 message when the file is larger (the form's SPEC §8 text). */
  tooLargeMessage: string;
  /** Refuses (413, tooLargeMessage) a request that announces a larger body, before reading any of it. */
  maxBodyBytes?: number;
}

/**
 * Reads a multipart body with at most one file, kept in memory (the size limit bounds it) so nothing
 * touches the disk before the content has been checked. Other multipart limits keep a request small.
 */
export function SingleFileUpload({ field, maxBytes, tooLargeMessage, maxBodyBytes }: SingleFileUploadOptions): Type<NestInterceptor> {
  const Multer = FileInterceptor(field, {
    limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 24 },
  });

  @Injectable()
  class SingleFileUploadInterceptor implements NestInterceptor {
    private readonly multer = new Multer();

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const announced = Number(context.switchToHttp().getRequest<{ headers: Record<string, unknown> }>().headers['content-length']);
      if (maxBodyBytes !== undefined && announced > maxBodyBytes) throw new PayloadTooLargeException(tooLargeMessage);
      try {
        return await this.multer.intercept(context, next);
      } catch (error) {
        // multer's file-size limit is the only 413 it raises; answer it with the form's own text.
        if (error instanceof PayloadTooLargeException) throw new PayloadTooLargeException(tooLargeMessage);
        throw error;
      }
    }
  }
  return mixin(SingleFileUploadInterceptor);
}
