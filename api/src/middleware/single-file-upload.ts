import {
  applyDecorators,
  Injectable,
  mixin,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiExtension, ApiPayloadTooLargeResponse, ApiUnsupportedMediaTypeResponse } from '@nestjs/swagger';
import type { Observable } from 'rxjs';
import { ApiErrorDto } from '../openapi/api-error.dto';

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

export const UPLOAD_EXTENSION = 'x-upload';

/** How openapi/api-document.ts describes the file field of a multipart body (the UPLOAD_EXTENSION). */
export interface UploadDescription {
  field: string;
  maxBytes: number;
  required: boolean;
  description: string;
  /** A field that stands in for the file: a request sends one of the two (a JSON body, that field). */
  orField?: string;
  /** The file is required while `field` holds one of `values` (a JSON body cannot hold them). */
  fileRequiredWhen?: { field: string; values: readonly string[] };
}

export interface FileUploadBodyOptions extends SingleFileUploadOptions {
  /** The fields, validated like any body. */
  fields: Type<unknown>;
  /** Whether the request must carry the file. */
  fileRequired: boolean;
  /** A field of `fields` that stands in for the file: the route needs the file or it, not both (its service checks). */
  orField?: string;
  /** The file is required while a field of `fields` holds one of some values (its service checks). */
  fileRequiredWhen?: UploadDescription['fileRequiredWhen'];
  /** The 415 message for a file that is not one of the accepted images. */
  badTypeMessage: string;
  /** The route also takes the fields alone as JSON. */
  acceptsJson?: boolean;
  /** What the file may be, when not one of the accepted images. */
  fileDescription?: string;
}

/** A route whose body is `fields` plus one uploaded file: reads it, and documents both. */
export function FileUploadBody({ fields, fileRequired, orField, fileRequiredWhen, badTypeMessage, acceptsJson = false, fileDescription = 'JPEG, PNG or WebP image', ...upload }: FileUploadBodyOptions) {
  const described: UploadDescription = {
    field: upload.field,
    maxBytes: upload.maxBytes,
    required: fileRequired,
    description: `${fileDescription}, at most ${upload.maxBytes / (1024 * 1024)} MB`,
    ...(orField ? { orField } : {}),
    ...(fileRequiredWhen ? { fileRequiredWhen } : {}),
  };
  return applyDecorators(
    UseInterceptors(SingleFileUpload(upload)),
    ApiConsumes(...(acceptsJson ? ['multipart/form-data', 'application/json'] : ['multipart/form-data'])),
    ApiBody({ type: fields }),
    ApiExtension(UPLOAD_EXTENSION, described),
    ApiPayloadTooLargeResponse({ description: upload.tooLargeMessage, type: ApiErrorDto }),
    ApiUnsupportedMediaTypeResponse({ description: badTypeMessage, type: ApiErrorDto }),
  );
}

/**
 * Text fields one multipart form may carry: the largest, a new student sent with the guardian's consent and its
 * signed form, has every field of both (over 20); room to spare, yet a request stays small.
 */
// Room for the longest form: a gallery photo's children (GALLERY_CHILDREN_MAX, 50) come one field each.
const MULTIPART_FIELDS_MAX = 64;

/**
 * Reads a multipart body with at most one file, kept in memory (the size limit bounds it) so nothing
 * touches the disk before the content has been checked. Other multipart limits keep a request small.
 */
export function SingleFileUpload({ field, maxBytes, tooLargeMessage, maxBodyBytes }: SingleFileUploadOptions): Type<NestInterceptor> {
  const Multer = FileInterceptor(field, {
    limits: { fileSize: maxBytes, files: 1, fields: MULTIPART_FIELDS_MAX, fieldSize: 16 * 1024, parts: MULTIPART_FIELDS_MAX + 4 },
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
