import type { Announcement } from '@society/contracts';
import { api } from '@society/web-kit';

/** The ticker's announcements (the public list), sorted by order. */
export async function getAnnouncements(): Promise<Announcement[]> {
  const data = await api.get<unknown>('/public/Announcement');
  if (!Array.isArray(data)) throw new Error('GET /public/Announcement did not return a list');
  return (data as Announcement[]).slice().sort((a, b) => a.order - b.order);
}
