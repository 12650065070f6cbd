import type { Announcement, AnnouncementHindi } from '@society/contracts';
import { api } from '@society/web-kit';

/** An announcement with its Hindi title and text when HR wrote them (the API answers them only when set). */
export type BilingualAnnouncement = Announcement & AnnouncementHindi;

/**
 * What the add and edit dialog sends (Title and Announcement trimmed, order an integer ≥ 1), and the optional
 * Hindi (issue 32) when written, or '' to clear what an edited one had.
 */
export type AnnouncementInput = Pick<Announcement, 'Title' | 'Announcement' | 'order'> & AnnouncementHindi;

export function createAnnouncement(input: AnnouncementInput): Promise<Announcement> {
  return api.post<Announcement>('/public/Announcement', input);
}
