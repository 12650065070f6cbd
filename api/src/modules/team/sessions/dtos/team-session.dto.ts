import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, Matches } from 'class-validator';
import type { SessionAttendanceRequest, SessionRequest } from '@society/contracts';
import { PageWindowQueryDto } from '../../../../dtos/page-query.dto';
import { lowerCase, RepeatWeeklyUntil, SessionPersonDto, SessionTimesDto } from '../../../../dtos/session.dto';
import { OBJECT_ID_PATTERN } from '../../../../middleware/parse-object-id.pipe';

/** POST /api/team/sessions: a session of a batch the member teaches. */
export class TeamSessionDto extends SessionTimesDto implements SessionRequest {
  @ApiProperty({ enum: ['batch'], description: "The team publishes its batches' sessions only" })
  @IsNotEmpty({ message: 'kind is required' })
  @IsIn(['batch'], { message: 'kind must be one of: batch' })
  kind: 'batch';

  @ApiProperty({ pattern: OBJECT_ID_PATTERN.source, description: 'A batch the signed-in member teaches' })
  @Transform(lowerCase)
  @Matches(OBJECT_ID_PATTERN, { message: 'Invalid batchId' })
  batchId: string;

  @RepeatWeeklyUntil()
  repeatWeeklyUntil?: string;
}

/** POST /api/team/sessions/:id/attendance */
export class AttendanceDto extends SessionPersonDto implements SessionAttendanceRequest {
  @ApiProperty() @IsBoolean({ message: 'present must be true or false' }) present: boolean;
}

export class TeamSessionListQueryDto extends PageWindowQueryDto {}
