import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { BatchView, CentreView } from '@society/contracts';
import { BatchesService } from '../../../domains/children/register/services/batches.service';
import { CentresService } from '../../../domains/children/register/services/centres.service';
import { RegisterDaysService } from '../../../domains/children/register/services/register-days.service';
import { BatchDto, CentreDto, DayCorrectionDto } from '../../../dtos/register.dto';
import { ParseObjectIdPipe } from '../../../middleware/parse-object-id.pipe';
import type { Actor } from '../../../security/auth-user';
import { CurrentActor, Roles } from '../../../security/auth.decorators';
import { DayParam } from '../../../validation/register-params';

/**
 * The admin keeps the register's centres and batches too, and corrects a day after the teachers' window;
 * the admin reads no child's register (only the aggregates and the activity log).
 */
@ApiTags('admin')
@Controller('admin/register')
export class AdminRegisterController {
  constructor(
    private readonly centres: CentresService,
    private readonly batches: BatchesService,
    private readonly days: RegisterDaysService,
  ) {}

  @Get('centres')
  @Roles('admin')
  @ApiOkResponse({ description: 'Every learning centre, by name (CentreView[])' })
  listCentres(): Promise<CentreView[]> {
    return this.centres.list();
  }

  @Post('centres')
  @Roles('admin')
  @ApiCreatedResponse({ description: 'The new centre (CentreView)' })
  @ApiBadRequestResponse({ description: 'A field is invalid, or the map link is not https' })
  createCentre(@Body() body: CentreDto): Promise<CentreView> {
    return this.centres.create(body);
  }

  @Put('centres/:id')
  @Roles('admin')
  @ApiOkResponse({ description: 'The centre (CentreView)' })
  @ApiNotFoundResponse({ description: 'No such centre' })
  updateCentre(@Param('id', ParseObjectIdPipe) id: string, @Body() body: CentreDto): Promise<CentreView> {
    return this.centres.update(id, body);
  }

  @Get('batches')
  @Roles('admin')
  @ApiOkResponse({ description: 'Every batch, by name (BatchView[])' })
  listBatches(): Promise<BatchView[]> {
    return this.batches.list();
  }

  @Post('batches')
  @Roles('admin')
  @ApiCreatedResponse({ description: 'The new batch (BatchView)' })
  @ApiBadRequestResponse({ description: 'A field is invalid, the centre is unknown, or a teacher is not a team member' })
  createBatch(@Body() body: BatchDto): Promise<BatchView> {
    return this.batches.create(body);
  }

  @Put('batches/:id')
  @Roles('admin')
  @ApiOkResponse({ description: 'The batch (BatchView)' })
  @ApiNotFoundResponse({ description: 'No such batch' })
  updateBatch(@Param('id', ParseObjectIdPipe) id: string, @Body() body: BatchDto): Promise<BatchView> {
    return this.batches.update(id, body);
  }

  @Put('batches/:id/days/:day')
  @Roles('admin')
  @HttpCode(HttpStatus.NO_CONTENT)
  @DayParam()
  @ApiNoContentResponse({ description: "The day is corrected; the activity log keeps the earlier value (the children by their ids)" })
  @ApiBadRequestResponse({ description: 'A day that has not come yet, or marks on a holiday' })
  @ApiNotFoundResponse({ description: 'No such batch' })
  @ApiConflictResponse({ description: "A child in the marks was not in the batch that day, or has no guardian's consent on record" })
  async correctDay(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string, @Param('day') day: string, @Body() body: DayCorrectionDto): Promise<void> {
    await this.days.correct(actor, id, day, body.dayKind, body.marks);
  }
}
