import type { Page } from '@society/contracts';
import { api } from '@society/web-kit';

// The session routes of issue 45 (the plan's section A). Their types live here until helper A's
// packages/contracts/src/sessions.ts is committed; then these give way to the contract's.
/** What HR gives to publish a session (POST /api/hr/sessions). */
export interface NewHrSession {
  kind: 'batch' | 'activity';
  batchId?: string;
  title: string;
  place: string;
  /** YYYY-MM-DD, India time; start and end HH:MM. */
  day: string;
  start: string;
  end: string;
  volunteersWanted: number;
  skill: string;
  withChildren: boolean;
  /** One session a week on the same weekday until this day. */
  repeatWeeklyUntil?: string;
}

export interface HrSessionView extends Omit<NewHrSession, 'batchId' | 'repeatWeeklyUntil'> {
  _id: string;
  batchId?: string | null;
  status: 'open' | 'cancelled' | string;
  cancelReason?: string | null;
  signedUp?: number;
  waiting?: number;
}

export interface HrSessionSignUp {
  userId: string;
  name: string;
  email?: string;
  status: 'signed-up' | 'waiting' | 'cancelled' | string;
  /** Place in the waiting list, from 1. */
  position?: number | null;
  checkedInAt?: string | null;
  checkedOutAt?: string | null;
}

export interface HrSessionDetail extends HrSessionView {
  signUps: HrSessionSignUp[];
}

/** A team member or volunteer HR may assign (from the verifications list, which names them all). */
export interface AssignablePerson {
  userId: string;
  name: string;
  email: string;
  role: string;
}

/** GET /api/hr/sessions?from=&to=&page=&pageSize=: sessions by day, each with its counts. */
export async function getSessionPage(params: Record<string, string>): Promise<Page<HrSessionView>> {
  const page = await api.get<Page<HrSessionView>>(`/hr/sessions?${new URLSearchParams(params).toString()}`);
  if (!page || !Array.isArray(page.items)) throw new Error('GET /hr/sessions did not return a page');
  return page;
}

/** POST /api/hr/sessions: one session, or one a week on the same weekday until repeatWeeklyUntil. */
export function publishSession(body: NewHrSession): Promise<HrSessionView[]> {
  return api.post<HrSessionView[]>('/hr/sessions', body);
}

/** GET /api/hr/sessions/:id: the session with its sign-ups and waiting list. */
export function getSession(id: string): Promise<HrSessionDetail> {
  return api.get<HrSessionDetail>(`/hr/sessions/${encodeURIComponent(id)}`);
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
