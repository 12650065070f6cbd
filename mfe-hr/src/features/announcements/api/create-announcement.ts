import type { Announcement } from '@society/contracts';
import { api } from '@society/web-kit';

/** What the add and edit dialog sends (Title and Announcement trimmed, order an integer ≥ 1). */
export type AnnouncementInput = Pick<Announcement, 'Title' | 'Announcement' | 'order'>;

export function createAnnouncement(input: AnnouncementInput): Promise<Announcement> {
  return api.post<Announcement>('/public/Announcement', input);
}
