import { Controller, Get, Header, Query, Res, type StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { OutcomesView } from '@society/contracts';
import { OutcomesService } from '../../../domains/children/register/reports/outcomes.service';
import { OutcomesQueryDto } from '../../../dtos/register-reports.dto';
import { CSV_TYPE, privateDownload } from '../../../export/private-download';
import { QueryRules } from '../../../openapi/request-schema';
import { Roles } from '../../../security/auth.decorators';

/** The register's outcomes for the admin: aggregates only (the admin reads no child's register). */
@ApiTags('admin: register')
@Roles('admin')
@Controller('admin/register')
export class AdminOutcomesController {
  constructor(private readonly outcomes: OutcomesService) {}

  @Get('outcomes')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: "The year's figures for the society, each centre and each batch: aggregates only, a figure from fewer than 10 children null" })
  @QueryRules(OutcomesQueryDto)
  outcomesOfYear(@Query() query: OutcomesQueryDto): Promise<OutcomesView> {
    return this.outcomes.outcomes(query.academicYear);
  }

  @Get('outcomes.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The same as CSV (UTF-8 with BOM), one row per scope' })
  @QueryRules(OutcomesQueryDto)
  async outcomesCsv(@Query() query: OutcomesQueryDto, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    const file = await this.outcomes.outcomesCsv(query.academicYear);
    return privateDownload(response, file.body, CSV_TYPE, file.fileName);
  }
}
