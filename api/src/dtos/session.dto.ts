import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, Matches, Max, Min } from 'class-validator';
import { CLOCK_TIME_PATTERN, SESSION_RULES, SESSION_SKILLS, type SessionAssignRequest, type SessionCancelRequest, type SessionFields, type SessionSkill } from '@society/contracts';
import { OBJECT_ID_PATTERN } from '../middleware/parse-object-id.pipe';
import { RequiredDay } from '../validation/calendar-day';
import { OptionalDay, RequiredChoice, RequiredText } from '../validation/field-rules';

// What HR and the team send about a volunteer session (issue 45): HR's and the team's request DTOs add what
// each may choose (HR any kind of session, the team its own batches only).

export const lowerCase = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.toLowerCase() : value);

/** A session's own fields but its kind: title, place, day and times, how many, the skill, with children or not. */
export class SessionTimesDto implements Omit<SessionFields, 'kind'> {
  @ApiProperty({ maxLength: SESSION_RULES.titleMax }) @RequiredText('title', SESSION_RULES.titleMax) title: string;
  @ApiProperty({ maxLength: SESSION_RULES.placeMax }) @RequiredText('place', SESSION_RULES.placeMax) place: string;
  @ApiProperty({ example: '2026-07-06', description: 'YYYY-MM-DD, India' }) @RequiredDay('day') day: string;
  @ApiProperty({ example: '16:00', pattern: CLOCK_TIME_PATTERN.source }) @Matches(CLOCK_TIME_PATTERN, { message: 'start must be a time written HH:MM' }) start: string;
  @ApiProperty({ example: '18:00', pattern: CLOCK_TIME_PATTERN.source }) @Matches(CLOCK_TIME_PATTERN, { message: 'end must be a time written HH:MM' }) end: string;

  @ApiProperty({ minimum: 1, maximum: SESSION_RULES.volunteersWantedMax })
  @IsInt({ message: 'volunteersWanted must be a whole number' })
  @Min(1, { message: 'volunteersWanted must be at least 1' })
  @Max(SESSION_RULES.volunteersWantedMax, { message: `volunteersWanted must be at most ${SESSION_RULES.volunteersWantedMax}` })
  volunteersWanted: number;

  @ApiProperty({ enum: SESSION_SKILLS }) @RequiredChoice('skill', SESSION_SKILLS) skill: SessionSkill;
  @ApiProperty({ description: 'Whether volunteers meet children (then the safeguarding check applies)' }) @IsBoolean({ message: 'withChildren must be true or false' }) withChildren: boolean;
}

/** `repeatWeeklyUntil` of a new session: one a week, the same weekday, until that day. */
export const RepeatWeeklyUntil = () =>
  applyDecorators(
    ApiPropertyOptional({ example: '2026-09-28', description: `One session a week until this day (inclusive), at most ${SESSION_RULES.repeatMaxWeeks} dates` }),
    OptionalDay('repeatWeeklyUntil'),
  );

/** POST …/sessions/:id/cancel */
export class SessionCancelDto implements SessionCancelRequest {
  @ApiProperty({ maxLength: SESSION_RULES.reasonMax }) @RequiredText('reason', SESSION_RULES.reasonMax) reason: string;
}

/** A volunteer's or team member's user id in a body: HR's assign (POST /api/hr/sessions/:id/assign), the teacher's attendance. */
export class SessionPersonDto implements SessionAssignRequest {
  @ApiProperty({ pattern: OBJECT_ID_PATTERN.source })
  @Transform(lowerCase)
  @Matches(OBJECT_ID_PATTERN, { message: 'Invalid userId' })
  userId: string;
}
