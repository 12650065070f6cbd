import { StreamableFile } from '@nestjs/common';
import type { Response } from 'express';

/** A file only its caller keeps: downloaded as an attachment, kept by no cache, never sniffed as another type. */
export function privateDownload(response: Response, body: Buffer | string, type: string, fileName: string): StreamableFile {
  response.setHeader('Cache-Control', 'private, no-store');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  const data = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  return new StreamableFile(data, { type, length: data.length, disposition: `attachment; filename="${fileName}"` });
}

export const CSV_TYPE = 'text/csv; charset=utf-8';
export const PDF_TYPE = 'application/pdf';
