import { Body, Controller, Get, Header, Param, Put, Query, Res, type StreamableFile } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { OutcomesView, Term } from '@society/contracts';
import { ChildRegisterDataService } from '../../../domains/children/register/reports/child-register-data.service';
import { OutcomesService } from '../../../domains/children/register/reports/outcomes.service';
import { ProgressCardsService } from '../../../domains/children/register/reports/progress-cards.service';
import { OutcomesQueryDto, ProgressCardQueryDto, TermRemarkDto } from '../../../dtos/register-reports.dto';
import { CSV_TYPE, PDF_TYPE, privateDownload } from '../../../export/private-download';
import { ParseObjectIdPipe } from '../../../middleware/parse-object-id.pipe';
import { QueryRules } from '../../../openapi/request-schema';
import { ObjectIdParam } from '../../../validation/register-params';
import type { Actor } from '../../../security/auth-user';
import { CurrentActor, Roles } from '../../../security/auth.decorators';

/** The register's reports for the team: progress cards for parents, outcomes for donors, a child's data for their guardian. */
@ApiTags('team: register')
@Roles('team')
@Controller('team/register')
export class RegisterReportsController {
  constructor(
    private readonly outcomes: OutcomesService,
    private readonly cards: ProgressCardsService,
    private readonly childData: ChildRegisterDataService,
  ) {}

  @Get('outcomes')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'The year\'s figures for the society, each centre and each batch: aggregates only, a figure from fewer than 10 children null' })
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

  @Put('children/:studentId/remarks')
  @ObjectIdParam('studentId')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: "The teacher's remark on the child's term, as stored (printed on the progress card)" })
  @ApiNotFoundResponse({ description: 'Child not found' })
  @ApiConflictResponse({ description: "The child has no guardian's consent on record" })
  saveRemark(@CurrentActor() actor: Actor, @Param('studentId', ParseObjectIdPipe) studentId: string, @Body() body: TermRemarkDto): Promise<{ academicYear: string; term: Term; remark: string }> {
    return this.cards.saveRemark(actor, studentId, body);
  }

  @Get('children/:studentId/progress-card')
  @ObjectIdParam('studentId')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: "The child's progress card for the term (one page), in the guardian's language from the consent record (Hindi or English)" })
  @ApiNotFoundResponse({ description: 'Child not found, or not in a batch during that term' })
  @ApiConflictResponse({ description: "The child has no guardian's consent on record" })
  @QueryRules(ProgressCardQueryDto)
  async childCard(
    @Param('studentId', ParseObjectIdPipe) studentId: string,
    @Query() query: ProgressCardQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const file = await this.cards.childCard(studentId, query);
    return privateDownload(response, file.pdf, PDF_TYPE, file.fileName);
  }

  @Get('batches/:id/progress-cards')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: "The cards of every child with a guardian's consent in the batch that term, one page each in that guardian's language, for a parents' meeting" })
  @ApiNotFoundResponse({ description: 'Batch not found, or no child in it that term' })
  @QueryRules(ProgressCardQueryDto)
  async batchCards(
    @Param('id', ParseObjectIdPipe) batchId: string,
    @Query() query: ProgressCardQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const file = await this.cards.batchCards(batchId, query);
    return privateDownload(response, file.pdf, PDF_TYPE, file.fileName);
  }

  @Get('children/:studentId/data-export')
  @ObjectIdParam('studentId')
  @ApiProduces('application/json')
  @ApiOkResponse({ description: "A guardian's access request: the child's record and register as held (JSON download); children are not held under an email address, so the team answers it" })
  @ApiNotFoundResponse({ description: 'Child not found' })
  async dataExport(@Param('studentId', ParseObjectIdPipe) studentId: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    const data = await this.childData.exportOf(studentId);
    return privateDownload(response, JSON.stringify(data, null, 2), 'application/json; charset=utf-8', `child-data-${studentId}.json`);
  }
}
