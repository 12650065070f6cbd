import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ParseObjectIdPipe } from '../../middleware/parse-object-id.pipe';
import { Roles } from '../../security/auth.decorators';
import { AdminDonationsService, DONATION_MESSAGES } from './donations.service';

/** Payment screenshots are private: served only here, to an admin's token, never from a public URL. */
@ApiTags('admin: donations')
@Roles('admin')
@Controller('admin/donations')
export class DonationScreenshotsController {
  constructor(private readonly donations: AdminDonationsService) {}

  @Get(':id/screenshot')
  @ApiOkResponse({ description: 'The image bytes (JPEG, PNG or WebP)' })
  @ApiNotFoundResponse({ description: `${DONATION_MESSAGES.notFound} / ${DONATION_MESSAGES.noScreenshot}` })
  async screenshot(@Param('id', ParseObjectIdPipe) id: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    const file = await this.donations.openScreenshot(id);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    // A donor's bank details: kept out of every cache, shown in the browser, never saved by it on its own.
    response.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(file.stream, { type: file.contentType, length: file.size, disposition: 'inline' });
  }
}
