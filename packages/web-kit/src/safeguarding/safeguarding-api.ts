import { CONCERNS_API, type AcknowledgePolicyRequest, type ConcernReceipt, type CurrentPolicyView, type RaiseConcernRequest, type SafeguardingStandingView } from '@society/contracts';
// Part of '@society/web-kit/staff': the web kit itself by its name, so the one shared API client and session.
import { api } from '@society/web-kit';

/** GET /api/safeguarding/policy: the current version, and whether I acknowledged it. */
export function getCurrentPolicy(): Promise<CurrentPolicyView> {
  return api.get<CurrentPolicyView>('/safeguarding/policy');
}

/** POST /api/safeguarding/policy/acknowledge (only the current version is accepted). */
export function acknowledgePolicy(body: AcknowledgePolicyRequest): Promise<unknown> {
  return api.post('/safeguarding/policy/acknowledge', body);
}

/** GET /api/safeguarding/me: my policy acknowledgement and police verification. */
export function getMyStanding(): Promise<SafeguardingStandingView> {
  return api.get<SafeguardingStandingView>('/safeguarding/me');
}

/** POST /api/safeguarding/concerns: the receipt (nothing of the concern comes back). */
export function raiseConcern(body: RaiseConcernRequest): Promise<ConcernReceipt> {
  return api.post<ConcernReceipt>(`/${CONCERNS_API}`, body);
}
