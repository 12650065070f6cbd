import {
  CONCERNS_API,
  type ConcernDetail,
  type ConcernPage,
  type ConcernStepRequest,
  type Page,
  type PolicyVersionView,
  type PublishPolicyRequest,
  type SafeguardingLeadView,
} from '@society/contracts';
import { api, ApiError } from '@society/web-kit';
import { ADMIN_MESSAGES } from '../../../config/messages';
import { expectList } from '../../../utils/api-data';

/** GET /api/admin/safeguarding/policies: every version of the child-protection policy, newest first. */
export async function getPolicies(): Promise<PolicyVersionView[]> {
  return expectList<PolicyVersionView>(await api.get('/admin/safeguarding/policies'));
}

/** POST /api/admin/safeguarding/policies: the next version, current at once (everyone acknowledges it again). */
export function publishPolicy(body: PublishPolicyRequest): Promise<PolicyVersionView> {
  return api.post<PolicyVersionView>('/admin/safeguarding/policies', body);
}

/** GET /api/admin/safeguarding/lead */
export function getLead(): Promise<SafeguardingLeadView> {
  return api.get<SafeguardingLeadView>('/admin/safeguarding/lead');
}

/** PUT /api/admin/safeguarding/lead: a staff user, or null for none. */
export function setLead(userId: string | null): Promise<SafeguardingLeadView> {
  return api.put<SafeguardingLeadView>('/admin/safeguarding/lead', { userId });
}

/** A user as GET /api/admin/users lists it: what choosing the lead needs. */
export interface StaffUser {
  _id: string;
  email: string;
  role: string;
  name?: string;
}

/** The staff users whose email or name matches (the lead is an admin, HR or team member, never a volunteer). */
export async function findStaffUsers(search: string): Promise<StaffUser[]> {
  const query = new URLSearchParams({ page: '1', pageSize: '50' });
  if (search.trim()) query.set('search', search.trim());
  const page = await api.get<Page<StaffUser>>(`/admin/users?${query.toString()}`);
  if (!page || !Array.isArray(page.items)) throw new ApiError(502, ADMIN_MESSAGES.invalidList, ADMIN_MESSAGES.invalidList);
  return page.items.filter((user) => user.role !== 'volunteer');
}

/** GET /api/safeguarding/concerns?page=…: the register (admin and the lead only); each reading is logged. */
export async function getConcernPage(params: Record<string, string>): Promise<ConcernPage> {
  const query = new URLSearchParams({ page: params.page ?? '1', pageSize: params.pageSize ?? '25' });
  const page = await api.get<ConcernPage>(`/${CONCERNS_API}?${query.toString()}`);
  if (!page || !Array.isArray(page.items)) throw new ApiError(502, ADMIN_MESSAGES.invalidList, ADMIN_MESSAGES.invalidList);
  return page;
}

/** GET /api/safeguarding/concerns/:id: the concern and its steps, oldest first. */
export function getConcern(id: string): Promise<ConcernDetail> {
  return api.get<ConcernDetail>(`/${CONCERNS_API}/${encodeURIComponent(id)}`);
}

/** POST /api/safeguarding/concerns/:id/steps: the next step only. */
export function addConcernStep(id: string, body: ConcernStepRequest): Promise<ConcernDetail> {
  return api.post<ConcernDetail>(`/${CONCERNS_API}/${encodeURIComponent(id)}/steps`, body);
}
