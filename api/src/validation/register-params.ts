import { applyDecorators, BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { OBJECT_ID_PATTERN } from '../middleware/parse-object-id.pipe';
import { isCalendarDay } from './calendar-day';
import { calendarDayPattern } from './date-patterns';

/** YYYY-MM, a real month. */
export const MONTH_PATTERN = /^\d{4}-(?:0[1-9]|1[0-2])$/;

/** A path's day (YYYY-MM-DD, a real date): anything else is the caller's mistake (400), never a 500. */
@Injectable()
export class ParseDayPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isCalendarDay(value)) throw new BadRequestException('Invalid day');
    return value;
  }
}

/** A path's month (YYYY-MM). */
@Injectable()
export class ParseMonthPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (typeof value !== 'string' || !MONTH_PATTERN.test(value)) throw new BadRequestException('Invalid month');
    return value;
  }
}

/** The OpenAPI document's word on a path's day, month or record id other than `:id`. */
export const DayParam = (name = 'day') => ApiParam({ name, schema: { type: 'string', pattern: `^${calendarDayPattern()}$` }, description: 'YYYY-MM-DD (India)' });
export const MonthParam = (name = 'month') => ApiParam({ name, schema: { type: 'string', pattern: MONTH_PATTERN.source }, description: 'YYYY-MM' });
export const ObjectIdParam = (name: string) => applyDecorators(ApiParam({ name, schema: { type: 'string', pattern: OBJECT_ID_PATTERN.source } }));
