import type { Page, SessionDetail, SessionSkill, SessionPage, SessionRequest, SessionView } from '@society/contracts';
import { api } from '@society/web-kit';

/** The skills' words on HR's screens. */
export const SKILL_LABELS: Record<SessionSkill, string> = {
  'teaching-hindi': 'Teaching Hindi',
  'teaching-english': 'Teaching English',
  'teaching-maths': 'Teaching maths',
  art: 'Art and craft',
  sport: 'Sport',
  computers: 'Computers',
  music: 'Music',
  event: 'Help at an event or drive',
  other: 'Other',
};


/** A team member or volunteer HR may assign (from the verifications list, which names them all). */
export interface AssignablePerson {
  userId: string;
  name: string;
  email: string;
  role: string;
}

/** GET /api/hr/sessions?from=&to=&page=&pageSize=: sessions by day, each with its counts. */
export async function getSessionPage(params: Record<string, string>): Promise<SessionPage> {
  const page = await api.get<SessionPage>(`/hr/sessions?${new URLSearchParams(params).toString()}`);
  if (!page || !Array.isArray(page.items)) throw new Error('GET /hr/sessions did not return a page');
  return page;
}

/** POST /api/hr/sessions: one session, or one a week on the same weekday until repeatWeeklyUntil. */
export function publishSession(body: SessionRequest): Promise<SessionView[]> {
  return api.post<SessionView[]>('/hr/sessions', body);
}

/** GET /api/hr/sessions/:id: the session with its sign-ups and waiting list. */
export function getSession(id: string): Promise<SessionDetail> {
  return api.get<SessionDetail>(`/hr/sessions/${encodeURIComponent(id)}`);
}

/** POST /api/hr/sessions/:id/cancel: that one date; everyone signed up or waiting is mailed. */
export function cancelSession(id: string, reason: string): Promise<unknown> {
  return api.post(`/hr/sessions/${encodeURIComponent(id)}/cancel`, { reason });
}

/** POST /api/hr/sessions/:id/assign: refused, naming what is missing, when the person may not work with children that day. */
export function assignToSession(id: string, userId: string): Promise<unknown> {
  return api.post(`/hr/sessions/${encodeURIComponent(id)}/assign`, { userId });
}

/** The first 100 team members and volunteers (GET /api/hr/verifications), to assign one. */
export async function getAssignablePeople(): Promise<AssignablePerson[]> {
  const page = await api.get<Page<AssignablePerson>>('/hr/verifications?page=1&pageSize=100');
  return Array.isArray(page?.items) ? page.items.map(({ userId, name, email, role }) => ({ userId, name, email, role })) : [];
}
