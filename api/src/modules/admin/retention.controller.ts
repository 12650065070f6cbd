import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { RetentionService } from '../../retention/retention.service';
import { Roles } from '../../security/auth.decorators';
import { RetentionOverviewDto } from './dtos/retention.dto';

/** The retention schedule in force and what it deletes in the coming month (read only: the job deletes). */
@ApiTags('admin: data protection')
@Roles('admin')
@Controller('admin/retention')
export class RetentionController {
  constructor(private readonly retention: RetentionService) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ type: RetentionOverviewDto, description: 'The schedule, what falls due within the coming month, and the last run' })
  overview(): Promise<RetentionOverviewDto> {
    return this.retention.overview();
  }
}
