import { type FetchedFile, fetchFile } from '@society/web-kit';
import type { AuditFilters } from '@society/contracts';
import { activitySearch } from './get-activity';

/** GET /api/admin/activity/export.csv: every entry the filters match, newest first. */
export function getActivityCsv(filters: AuditFilters): Promise<FetchedFile> {
  const search = activitySearch(filters);
  return fetchFile(`/admin/activity/export.csv${search ? `?${search}` : ''}`, 'activity.csv');
}
