import { Controller, Get, NotFoundException, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { apiText } from '@society/contracts';
import { Public } from '../../security/auth.decorators';
import { FileStorage, imageContentType } from '../../storage/file-storage';
import { PUBLIC_UPLOADS_ROUTE } from '../../storage/upload-url';

/** One folder, then name.ext, with plain characters only: no '..', no hidden (temporary) files, no listing. */
const FOLDER = /^[A-Za-z0-9_-]+$/;
const FILE = /^[A-Za-z0-9_-]+\.([a-z]+)$/;
const NOT_FOUND = apiText.en.fileNotFound;

/** Serves the public upload area (site images). Nothing here reaches private/. */
@ApiTags('public')
@Public()
@Controller(PUBLIC_UPLOADS_ROUTE)
export class UploadsController {
  constructor(private readonly storage: FileStorage) {}

  // Stored public files sit one folder deep ('public/gallery/<uuid>-800.webp'): see storage/.
  @Get(':folder/:file')
  @ApiParam({ name: 'folder', schema: { type: 'string', pattern: FOLDER.source }, example: 'gallery' })
  @ApiParam({ name: 'file', schema: { type: 'string', pattern: FILE.source }, example: '0f8c2a9e-800.webp' })
  @ApiProduces('image/jpeg', 'image/png', 'image/webp')
  @ApiOkResponse({ description: 'The image (JPEG, PNG or WebP)' })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  async serve(@Param('folder') folder: string, @Param('file') name: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    const match = FOLDER.test(folder) ? FILE.exec(name) : null;
    // Only image types, fixed by us from the name: never HTML, never a type the browser guesses.
    const type = match ? imageContentType(match[1]) : undefined;
    const file = type ? await this.storage.open(`public/${folder}/${name}`) : null;
    if (!type || !file) throw new NotFoundException(NOT_FOUND);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    // Stored names are random and never reused, so a file never changes under its URL.
    response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    return new StreamableFile(file.stream, { type, length: file.size });
  }
}
