import { REGISTER_API, type BatchView, type CheckInCodeView, type SessionAttendanceRequest, type SessionDetail, type SessionPage, type SessionRequest, type SessionView } from '@society/contracts';
import { api } from '@society/web-kit';

const one = (id: string) => `/team/sessions/${encodeURIComponent(id)}`;

/** GET /api/team/sessions → the sessions of the batches I teach, by day. */
export async function getTeamSessions(): Promise<SessionView[]> {
  const page = await api.get<SessionPage>('/team/sessions?page=1&pageSize=50');
  return Array.isArray(page?.items) ? page.items : [];
}

/** POST /api/team/sessions (kind 'batch', a batch I teach): one date, or one a week until repeatWeeklyUntil. */
export function publishTeamSession(body: SessionRequest): Promise<SessionView | SessionView[]> {
  return api.post<SessionView | SessionView[]>('/team/sessions', body);
}

/** GET /api/team/sessions/:id → the session with its sign-ups and waiting list. */
export function getTeamSession(id: string): Promise<SessionDetail> {
  return api.get<SessionDetail>(one(id));
}

/** POST /api/team/sessions/:id/attendance {userId, present} */
export function markAttendance(id: string, body: SessionAttendanceRequest): Promise<unknown> {
  return api.post(`${one(id)}/attendance`, body);
}

/** GET /api/team/sessions/:id/check-in-code → the code of this window, its QR as SVG and when it stops being shown. */
export function getCheckInCode(id: string): Promise<CheckInCodeView> {
  return api.get<CheckInCodeView>(`${one(id)}/check-in-code`);
}

/** The register's batches (GET /api/team/register/batches), to choose the one a session is for. */
export function getBatchesToPublishFor(): Promise<BatchView[]> {
  return api.get<BatchView[]>(`${REGISTER_API}/batches`);
}
