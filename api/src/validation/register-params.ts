import { ApiParam } from '@nestjs/swagger';
import { MONTH_PATTERN } from '../domains/children/register/services/register-rules';
import { OBJECT_ID_PATTERN } from '../middleware/parse-object-id.pipe';
import { calendarDayPattern } from './date-patterns';

// The OpenAPI document's word on a register path's day, month or record id other than `:id` (the services
// check a day and a month once the batch is found, so an unknown batch is a 404 whatever the day).
export const DayParam = (name = 'day') => ApiParam({ name, schema: { type: 'string', pattern: `^${calendarDayPattern()}$` }, description: 'YYYY-MM-DD (India)' });
export const MonthParam = (name = 'month') => ApiParam({ name, schema: { type: 'string', pattern: MONTH_PATTERN.source }, description: 'YYYY-MM' });
export const ObjectIdParam = (name: string) => ApiParam({ name, schema: { type: 'string', pattern: OBJECT_ID_PATTERN.source } });
