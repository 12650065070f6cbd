import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  DATA_REQUEST_KINDS,
  DATA_REQUEST_LIMITS,
  DATA_REQUEST_REGISTER_STATUSES,
  DATA_REQUEST_STATUSES,
  type CloseDataRequest,
  type DataRequestDetail,
  type DataRequestItem,
  type DataRequestKind,
  type DataRequestPage,
  type DataRequestRegisterStatus,
  type DataRequestStatus,
  type ErasureKept,
  type ErasureOutcome,
  type HeldRecord,
} from '@society/contracts';
import { PageQueryDto } from '../../../dtos/page-query.dto';
import { OptionalChoice, RequiredChoice, RequiredText } from '../../../validation/field-rules';

/** page, pageSize and search (name or email) as every staff list reads them, and the status filter. */
export class DataRequestListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: DATA_REQUEST_REGISTER_STATUSES, description: 'Only requests in this state; absent: all confirmed requests' })
  @OptionalChoice('status', DATA_REQUEST_REGISTER_STATUSES)
  status?: DataRequestRegisterStatus | '';
}

export class CloseDataRequestDto implements CloseDataRequest {
  @ApiProperty({ enum: ['done', 'declined'], description: 'done: served (correction, nomination, grievance); declined: refused, with the reason' })
  @RequiredChoice('outcome', ['done', 'declined'])
  outcome: 'done' | 'declined';

  @ApiProperty({ description: 'Mailed to the person' })
  @RequiredText('reply', DATA_REQUEST_LIMITS.replyMax)
  reply: string;
}

export class ErasureKeptDto implements ErasureKept {
  @ApiProperty() what: string;
  @ApiProperty() why: string;
}

export class ErasureOutcomeDto implements ErasureOutcome {
  @ApiProperty({ type: 'object', additionalProperties: { type: 'number' }, description: 'Records and files removed, per kind' })
  removed: Record<string, number>;

  @ApiProperty({ type: [ErasureKeptDto] }) kept: ErasureKeptDto[];
}

export class DataRequestItemDto implements DataRequestItem {
  @ApiProperty() _id: string;
  @ApiProperty({ enum: DATA_REQUEST_KINDS }) kind: DataRequestKind;
  @ApiProperty({ enum: DATA_REQUEST_STATUSES }) status: DataRequestStatus;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() details: string;
  @ApiProperty() nomineeName: string;
  @ApiProperty() nomineeEmail: string;
  @ApiProperty({ format: 'date-time' }) receivedAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) confirmedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The end of the response period' }) dueAt: string | null;
  @ApiProperty({ description: 'Open past its due date' }) overdue: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) closedAt: string | null;
  @ApiProperty({ type: String, nullable: true }) closedBy: string | null;
  @ApiProperty() reply: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) exportSentAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) exportExpiresAt: string | null;
  @ApiPropertyOptional({ type: ErasureOutcomeDto, nullable: true }) erasure: ErasureOutcomeDto | null;
}

export class DataRequestPageDto implements DataRequestPage {
  @ApiProperty({ type: [DataRequestItemDto] }) items: DataRequestItemDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
  @ApiProperty({ description: 'DATA_REQUEST_RESPONSE_DAYS in force' }) responseDays: number;
  @ApiProperty({ description: 'Open requests past their due date, over all pages' }) overdue: number;
}

export class HeldRecordDto implements HeldRecord {
  @ApiProperty() collection: string;
  @ApiProperty() id: string;
  @ApiProperty() label: string;
  @ApiProperty({ type: String, nullable: true, description: 'The dashboard where staff correct it' }) editAt: string | null;
}

export class ErasurePlanDto {
  @ApiProperty({ type: [String] }) remove: string[];
  @ApiProperty({ type: [ErasureKeptDto] }) keep: ErasureKeptDto[];
}

export class DataRequestDetailDto implements DataRequestDetail {
  @ApiProperty({ type: DataRequestItemDto }) request: DataRequestItemDto;
  @ApiProperty({ type: [HeldRecordDto] }) held: HeldRecordDto[];
  @ApiPropertyOptional({ type: ErasurePlanDto, nullable: true, description: 'Erasure requests still open only' }) erasurePlan: ErasurePlanDto | null;
}
