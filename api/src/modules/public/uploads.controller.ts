import { Controller, Get, NotFoundException, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../security/auth.decorators';
import { FileStorage, imageContentType } from '../../storage/file-storage';
import { PUBLIC_UPLOADS_ROUTE } from '../../storage/upload-url';

/** folder(s)/name.ext with plain characters only: no '..', no hidden (temporary) files, no listing. */
const PUBLIC_FILE = /^([A-Za-z0-9_-]+\/)+[A-Za-z0-9_-]+\.([a-z]+)$/;
const NOT_FOUND = 'File not found';

/** Serves the public upload area (site images). Nothing here reaches private/. */
@ApiTags('public')
@Public()
@Controller(PUBLIC_UPLOADS_ROUTE)
export class UploadsController {
  constructor(private readonly storage: FileStorage) {}

  @Get('*path')
  @ApiOkResponse({ description: 'The image (JPEG, PNG or WebP)' })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  async serve(@Param('path') segments: string | string[], @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    const relative = Array.isArray(segments) ? segments.join('/') : segments;
    const match = PUBLIC_FILE.exec(relative);
    // Only image types, fixed by us from the name: never HTML, never a type the browser guesses.
    const type = match ? imageContentType(match[2]) : undefined;
    const file = type ? await this.storage.open(`public/${relative}`) : null;
    if (!type || !file) throw new NotFoundException(NOT_FOUND);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    // Stored names are random and never reused, so a file never changes under its URL.
    response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    return new StreamableFile(file.stream, { type, length: file.size });
  }
}
