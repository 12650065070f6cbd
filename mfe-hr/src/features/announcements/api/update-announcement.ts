import type { Announcement } from '@society/contracts';
import { api } from '@society/web-kit';
import type { AnnouncementInput } from './create-announcement';

export function updateAnnouncement(id: string, input: AnnouncementInput): Promise<Announcement> {
  return api.put<Announcement>(`/public/Announcement/${encodeURIComponent(id)}`, input);
}
