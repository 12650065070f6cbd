import { Body, Controller, Get, Header, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { BatchView, CentreView, RegisterChild } from '@society/contracts';
import { BatchesService } from '../../../domains/children/register/services/batches.service';
import { CentresService } from '../../../domains/children/register/services/centres.service';
import { BatchDto, CentreDto } from '../../../dtos/register.dto';
import { ParseObjectIdPipe } from '../../../middleware/parse-object-id.pipe';
import { QueryRules } from '../../../openapi/request-schema';
import type { Actor } from '../../../security/auth-user';
import { CurrentActor, Roles } from '../../../security/auth.decorators';
import { BatchListQueryDto, EnrolDto } from './dtos/register-request.dto';

// The register's centres and batches, as the team keeps them (the admin keeps them too, admin/register).
@ApiTags('team')
@Controller('team/register')
export class TeamRegisterKeepingController {
  constructor(
    private readonly centres: CentresService,
    private readonly batches: BatchesService,
  ) {}

  @Get('centres')
  @Roles('team')
  @ApiOkResponse({ description: 'Every learning centre, by name (CentreView[])' })
  listCentres(): Promise<CentreView[]> {
    return this.centres.list();
  }

  @Post('centres')
  @Roles('team')
  @ApiCreatedResponse({ description: 'The new centre (CentreView)' })
  @ApiBadRequestResponse({ description: 'A field is invalid, or the map link is not https' })
  createCentre(@Body() body: CentreDto): Promise<CentreView> {
    return this.centres.create(body);
  }

  @Put('centres/:id')
  @Roles('team')
  @ApiOkResponse({ description: 'The centre (CentreView)' })
  @ApiNotFoundResponse({ description: 'No such centre' })
  updateCentre(@Param('id', ParseObjectIdPipe) id: string, @Body() body: CentreDto): Promise<CentreView> {
    return this.centres.update(id, body);
  }

  @Get('batches')
  @Roles('team')
  @QueryRules(BatchListQueryDto)
  @ApiOkResponse({ description: "Batches by name: every one, a centre's, or (mine=true) the signed-in member's (BatchView[])" })
  listBatches(@CurrentActor() actor: Actor, @Query() query: BatchListQueryDto): Promise<BatchView[]> {
    return this.batches.list({ centreId: query.centreId, teacherId: query.mine === 'true' ? actor.id : undefined });
  }

  @Post('batches')
  @Roles('team')
  @ApiCreatedResponse({ description: 'The new batch (BatchView)' })
  @ApiBadRequestResponse({ description: 'A field is invalid, the centre is unknown, or a teacher is not a team member' })
  createBatch(@Body() body: BatchDto): Promise<BatchView> {
    return this.batches.create(body);
  }

  @Put('batches/:id')
  @Roles('team')
  @ApiOkResponse({ description: 'The batch (BatchView)' })
  @ApiNotFoundResponse({ description: 'No such batch' })
  updateBatch(@Param('id', ParseObjectIdPipe) id: string, @Body() body: BatchDto): Promise<BatchView> {
    return this.batches.update(id, body);
  }

  @Get('batches/:id/children')
  @Roles('team')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: "The batch's children now, by name: latest levels, and the guardian's phone for a flagged child (RegisterChild[])" })
  @ApiNotFoundResponse({ description: 'No such batch' })
  children(@Param('id', ParseObjectIdPipe) id: string): Promise<RegisterChild[]> {
    return this.batches.childrenOf(id);
  }

  @Put('batches/:id/enrolments')
  @Roles('team')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: "Enrols the children from today (a child in another batch moves; the earlier enrolment stays in their history); the batch's children (RegisterChild[])" })
  @ApiNotFoundResponse({ description: 'No such batch, or no such child' })
  enrol(@Param('id', ParseObjectIdPipe) id: string, @Body() body: EnrolDto): Promise<RegisterChild[]> {
    return this.batches.enrol(id, body.studentIds);
  }
}
