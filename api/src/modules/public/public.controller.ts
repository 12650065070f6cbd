import { Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../security/auth.decorators';
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
  @ApiOkResponse({ type: VisitorCountDto })
  incrementVisitor(): Promise<VisitorCountDto> {
    return this.publicService.countVisit();
  }

  // The path keeps the spec's capital A: the fronts call it that way.
  @Get('Announcement')
  @ApiOkResponse({ type: [AnnouncementDto] })
  listAnnouncements(): Promise<AnnouncementDto[]> {
    return this.publicService.listAnnouncements();
  }
}
