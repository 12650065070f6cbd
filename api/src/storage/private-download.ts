import { NotFoundException, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import type { FileStorage } from './file-storage';

/**
 * A private stored PDF (a certificate) as a download: kept out of every cache, never sniffed. 404 with
 * `missing` when nothing is stored under the key.
 */
export async function privatePdfDownload(storage: FileStorage, key: string | undefined, fileName: string, response: Response, missing: string): Promise<StreamableFile> {
  const file = key ? await storage.open(key) : null;
  if (!file) throw new NotFoundException(missing);
  const disposition = `attachment; filename="${fileName}"`;
  response.setHeader('Cache-Control', 'private, no-store');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  return new StreamableFile(file.stream, { type: 'application/pdf', length: file.size, disposition });
}
