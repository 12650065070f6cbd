import { api } from '@society/web-kit';

export function deleteAnnouncement(id: string): Promise<unknown> {
  return api.delete(`/public/Announcement/${encodeURIComponent(id)}`);
}
