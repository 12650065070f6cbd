import { Body, Controller, Delete, Get, Param, Post, Put, UploadedFile } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ParseObjectIdPipe } from '../../middleware/parse-object-id.pipe';
import { FileUploadBody, type UploadedFileData } from '../../middleware/single-file-upload';
import type { Actor } from '../../security/auth-user';
import { CurrentActor, Roles } from '../../security/auth.decorators';
import { CORE_TEAM_MESSAGES, CoreTeamService } from './core-team.service';
import { CoreTeamMemberDto, CreateCoreTeamMemberDto, UpdateCoreTeamMemberDto } from './dtos/core-team.dto';
import { MessageDto } from '../../dtos/message.dto';
import { SITE_IMAGES } from './site-images';

/** The admin's core team calls. Both spellings (coreteam, core-team) are the fronts' own (SPEC §7). */
@ApiTags('admin: core team')
@Roles('admin')
@Controller('admin')
export class CoreTeamController {
  constructor(private readonly coreTeam: CoreTeamService) {}

  @Get('core-team')
  @ApiOkResponse({ type: [CoreTeamMemberDto], description: 'Every field, by display order then name' })
  listAll(): Promise<CoreTeamMemberDto[]> {
    return this.coreTeam.listAll();
  }

  @Post('coreteam')
  @FileUploadBody({ ...SITE_IMAGES.profilePhoto, fields: CreateCoreTeamMemberDto, fileRequired: false, acceptsJson: true })
  @ApiCreatedResponse({ type: CoreTeamMemberDto })
  create(@CurrentActor() actor: Actor, @Body() body: CreateCoreTeamMemberDto, @UploadedFile() photo?: UploadedFileData): Promise<CoreTeamMemberDto> {
    return this.coreTeam.create(actor, body, photo);
  }

  @Put('coreteam/:id')
  @FileUploadBody({ ...SITE_IMAGES.profilePhoto, fields: UpdateCoreTeamMemberDto, fileRequired: false, acceptsJson: true })
  @ApiOkResponse({ type: CoreTeamMemberDto })
  update(
    @CurrentActor() actor: Actor,
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: UpdateCoreTeamMemberDto,
    @UploadedFile() photo?: UploadedFileData,
  ): Promise<CoreTeamMemberDto> {
    return this.coreTeam.update(actor, id, body, photo);
  }

  @Put('core-team/:id')
  @ApiOkResponse({ type: CoreTeamMemberDto, description: 'JSON edit of the fields (no photo)' })
  updateFields(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string, @Body() body: UpdateCoreTeamMemberDto): Promise<CoreTeamMemberDto> {
    return this.coreTeam.update(actor, id, body);
  }

  @Delete('coreteam/:id')
  @ApiOkResponse({ type: MessageDto, description: 'Also deletes the stored photo' })
  async remove(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string): Promise<MessageDto> {
    await this.coreTeam.remove(actor, id);
    return { message: CORE_TEAM_MESSAGES.deleted };
  }
}
