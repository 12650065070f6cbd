import type { MySignUpView, OpenSessionPage, OpenSessionView, SessionCodeRequest, SignUpCancelRequest } from '@society/contracts';
import { api } from '@society/web-kit';

const one = (id: string) => `/volunteer/sessions/${encodeURIComponent(id)}`;

/** GET /api/volunteer/sessions → the open sessions, soonest first, each with my own state and whether I may join. */
export async function getOpenSessions(): Promise<OpenSessionView[]> {
  const page = await api.get<OpenSessionPage>('/volunteer/sessions?page=1&pageSize=50');
  return Array.isArray(page?.items) ? page.items : [];
}

/** GET /api/volunteer/sessions/mine → my sign-ups (a list, or a page of them). */
export async function getMySignUps(): Promise<MySignUpView[]> {
  const answer = await api.get<MySignUpView[] | { items: MySignUpView[] }>('/volunteer/sessions/mine');
  if (Array.isArray(answer)) return answer;
  return Array.isArray(answer?.items) ? answer.items : [];
}

/** POST /api/volunteer/sessions/:id/sign-up → a place, or a place on the waiting list when full. */
export function signUp(id: string): Promise<MySignUpView> {
  return api.post<MySignUpView>(`${one(id)}/sign-up`);
}

/** POST /api/volunteer/sessions/:id/cancel {note?}: the note is required within SESSION_RULES.cancelFreeHours of the start. */
export function cancelSignUp(id: string, body: SignUpCancelRequest): Promise<MySignUpView> {
  return api.post<MySignUpView>(`${one(id)}/cancel`, body);
}

/** POST /api/volunteer/sessions/:id/check-in {code}, the code of the QR shown at the session. */
export function checkIn(id: string, body: SessionCodeRequest): Promise<MySignUpView> {
  return api.post<MySignUpView>(`${one(id)}/check-in`, body);
}

/** POST /api/volunteer/sessions/:id/check-out {code} */
export function checkOut(id: string, body: SessionCodeRequest): Promise<MySignUpView> {
  return api.post<MySignUpView>(`${one(id)}/check-out`, body);
}
