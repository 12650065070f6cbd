import type { AuditFilters } from '@society/contracts';
import { fetchAdminFile, type AdminFile } from '../../../utils/fetch-admin-file';
import { activitySearch } from './get-activity';

/** GET /api/admin/activity/export.csv: every entry the filters match, newest first. */
export function getActivityCsv(filters: AuditFilters): Promise<AdminFile> {
  const search = activitySearch(filters);
  return fetchAdminFile(`/admin/activity/export.csv${search ? `?${search}` : ''}`, 'activity.csv');
}
