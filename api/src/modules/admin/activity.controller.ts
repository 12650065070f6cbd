import { Controller, Get, Header, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { QueryRules } from '../../openapi/request-schema';
import { Roles } from '../../security/auth.decorators';
import { ActivityService } from './activity.service';
import { ActivityFiltersDto, ActivityQueryDto, AuditPageDto } from './dtos/activity.dto';

const CSV_TYPE = 'text/csv; charset=utf-8';

/** The audit log, read only: there is no route that changes or deletes an entry. */
@ApiTags('admin: activity')
@Roles('admin')
@Controller('admin/activity')
export class ActivityController {
  constructor(private readonly activity: ActivityService) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ type: AuditPageDto, description: 'Staff changes and login attempts, newest first, one page at a time' })
  @QueryRules(ActivityQueryDto)
  list(@Query() query: ActivityQueryDto): Promise<AuditPageDto> {
    return this.activity.page(query);
  }

  @Get('export.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'Every entry matching the filters, newest first' })
  @QueryRules(ActivityFiltersDto)
  exportCsv(@Query() query: ActivityFiltersDto, @Res({ passthrough: true }) response: Response): StreamableFile {
    const file = this.activity.csv(query);
    response.setHeader('Cache-Control', 'private, no-store');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(file.body, { type: CSV_TYPE, disposition: `attachment; filename="${file.fileName}"` });
  }
}
