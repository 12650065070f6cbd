import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { DATA_REQUEST_MESSAGES } from '@society/contracts';
import { DataRequestsService } from '../../data-rights/data-requests.service';
import { ParseObjectIdPipe } from '../../middleware/parse-object-id.pipe';
import { QueryRules } from '../../openapi/request-schema';
import type { Actor } from '../../security/auth-user';
import { CurrentActor, Roles } from '../../security/auth.decorators';
import { CloseDataRequestDto, DataRequestDetailDto, DataRequestItemDto, DataRequestListQueryDto, DataRequestPageDto } from './dtos/data-request.dto';

const CONFLICT = `${DATA_REQUEST_MESSAGES.notOpen} / ${DATA_REQUEST_MESSAGES.wrongKind}`;

/** The register of data-rights requests (Data protection tab): due dates, and the actions that serve them. */
@ApiTags('admin: data protection')
@Roles('admin')
@Controller('admin/data-requests')
export class AdminDataRequestsController {
  constructor(private readonly requests: DataRequestsService) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ type: DataRequestPageDto, description: 'Confirmed requests, soonest due first' })
  @QueryRules(DataRequestListQueryDto)
  list(@Query() query: DataRequestListQueryDto): Promise<DataRequestPageDto> {
    return this.requests.list({ page: query.page, pageSize: query.pageSize, search: query.search || undefined, status: query.status || undefined });
  }

  @Get(':id')
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ type: DataRequestDetailDto, description: 'The request, the records held under its address, and for an erasure what it will remove and keep' })
  @ApiNotFoundResponse({ description: DATA_REQUEST_MESSAGES.notFound })
  detail(@Param('id', ParseObjectIdPipe) id: string): Promise<DataRequestDetailDto> {
    return this.requests.detail(id);
  }

  @Post(':id/send-export')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: DataRequestItemDto, description: 'Access: mails the person a link to their export and closes the request' })
  @ApiConflictResponse({ description: CONFLICT })
  @ApiServiceUnavailableResponse({ description: DATA_REQUEST_MESSAGES.needsMail })
  sendExport(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string): Promise<DataRequestItemDto> {
    return this.requests.sendExport(actor, id);
  }

  @Post(':id/erase')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: DataRequestItemDto, description: 'Erasure: removes what is held except what the law keeps, mails what was kept and why, closes the request' })
  @ApiConflictResponse({ description: CONFLICT })
  @ApiServiceUnavailableResponse({ description: DATA_REQUEST_MESSAGES.needsMail })
  erase(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string): Promise<DataRequestItemDto> {
    return this.requests.erase(actor, id);
  }

  @Post(':id/close')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: DataRequestItemDto, description: 'Closes the request with a reply mailed to the person' })
  @ApiConflictResponse({ description: CONFLICT })
  @ApiServiceUnavailableResponse({ description: DATA_REQUEST_MESSAGES.needsMail })
  close(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string, @Body() body: CloseDataRequestDto): Promise<DataRequestItemDto> {
    return this.requests.close(actor, id, body);
  }
}
