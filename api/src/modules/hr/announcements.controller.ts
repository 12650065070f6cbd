import { Body, Controller, Delete, Param, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AnnouncementDto } from '../../dtos/announcement.dto';
import { MessageDto } from '../../dtos/message.dto';
import { ParseObjectIdPipe } from '../../middleware/parse-object-id.pipe';
import type { Actor } from '../../security/auth-user';
import { CurrentActor, Roles } from '../../security/auth.decorators';
import { ANNOUNCEMENT_MESSAGES, AnnouncementsService } from './announcements.service';
import { ALL_REQUIRED, AnnouncementRequestDto } from './dtos/announcement.dto';

/** Announcement writes on the public path the fronts call (SPEC §7); the GET stays public (public module). */
@ApiTags('hr')
@Roles('hr', 'admin')
@Controller('public/Announcement')
export class AnnouncementsController {
  constructor(private readonly announcements: AnnouncementsService) {}

  @Post()
  @ApiCreatedResponse({ type: AnnouncementDto })
  @ApiBadRequestResponse({ description: `'${ALL_REQUIRED}' when Title or Announcement is blank` })
  create(@CurrentActor() actor: Actor, @Body() body: AnnouncementRequestDto): Promise<AnnouncementDto> {
    return this.announcements.create(actor, body);
  }

  @Put(':id')
  @ApiOkResponse({ type: AnnouncementDto })
  update(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string, @Body() body: AnnouncementRequestDto): Promise<AnnouncementDto> {
    return this.announcements.update(actor, id, body);
  }

  @Delete(':id')
  @ApiOkResponse({ type: MessageDto })
  async remove(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string): Promise<MessageDto> {
    await this.announcements.remove(actor, id);
    return { message: ANNOUNCEMENT_MESSAGES.deleted };
  }
}
