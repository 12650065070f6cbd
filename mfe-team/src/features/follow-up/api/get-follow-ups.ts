import { REGISTER_API, type FollowUpView } from '@society/contracts';
import { api } from '@society/web-kit';

/** The children absent on 5 class days in a row, until a home visit is recorded. */
export function getFollowUps(): Promise<FollowUpView[]> {
  return api.get<FollowUpView[]>(`${REGISTER_API}/follow-ups`);
}
