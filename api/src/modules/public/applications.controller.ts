import { Body, Controller, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { MESSAGES } from '@society/contracts';
import { Public } from '../../security/auth.decorators';
import { FormRateLimit } from '../../security/form-rate-limit';
import { ApplicationsService } from './applications.service';
import { InternApplicationDto, VolunteerApplicationDto } from './dtos/application.dto';
import { MessageDto } from '../../dtos/message.dto';

/** The visitor's side of applicants: the path sits under hr/ (SPEC §7), the routes are public. */
@ApiTags('public')
@Public()
@Controller('hr/applicants')
export class ApplicationsController {
  constructor(private readonly applications: ApplicationsService) {}

  @Post('volunteer')
  @FormRateLimit('volunteer')
  @ApiCreatedResponse({ type: MessageDto, description: MESSAGES.volunteerSuccess })
  @ApiBadRequestResponse({ description: `A field is missing or invalid; the message names it (terms: '${MESSAGES.volunteerTerms}')` })
  @ApiConflictResponse({ description: MESSAGES.volunteerDuplicate })
  volunteer(@Body() body: VolunteerApplicationDto): Promise<MessageDto> {
    return this.applications.applyAsVolunteer(body);
  }

  @Post('intern')
  @FormRateLimit('intern')
  @ApiCreatedResponse({ type: MessageDto, description: MESSAGES.internSuccess })
  @ApiBadRequestResponse({ description: `A field is missing or invalid; the message names it (terms: '${MESSAGES.internRequired}')` })
  @ApiConflictResponse({ description: MESSAGES.internDuplicate })
  intern(@Body() body: InternApplicationDto): Promise<MessageDto> {
    return this.applications.applyAsIntern(body);
  }
}
