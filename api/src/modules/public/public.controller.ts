import { Controller, Get, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../security/auth.decorators';
import { clientAddress } from '../../security/client-address';
import { AnnouncementDto } from '../../dtos/announcement.dto';
import { VisitorCountDto } from './dtos/public.dto';
import { PublicService } from './public.service';

@ApiTags('public')
@Public()
@Controller('public')
export class PublicController {
  constructor(private readonly publicService: PublicService) {}

  @Post('increment-visitor')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: VisitorCountDto, description: 'The visitor count, one higher when this is the first call from the client address in an hour (later ones answer the count as it stands)' })
  incrementVisitor(@Req() request: Request): Promise<VisitorCountDto> {
    return this.publicService.countVisit(clientAddress(request));
  }

  // The path keeps the spec's capital A: the fronts call it that way.
  @Get('Announcement')
  @ApiOkResponse({ type: [AnnouncementDto] })
  listAnnouncements(): Promise<AnnouncementDto[]> {
    return this.publicService.listAnnouncements();
  }
}
