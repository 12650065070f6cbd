import { useEffect, useState } from 'react';
import { TIMINGS, type Announcement as SavedAnnouncement, type AnnouncementHindi } from '@society/contracts';
import { api, usePageData } from '@society/web-kit';

/** An announcement as the public read answers it: the English, and the Hindi where staff wrote it. */
export type Announcement = SavedAnnouncement & AnnouncementHindi;

/** Where the announcements are read; a ready page brings them along. */
export const ANNOUNCEMENTS_SOURCE = '/public/Announcement';

/** Sorted by order; anything but a list counts as none (SPEC §7). */
function announcementsOf(data: unknown): Announcement[] {
  if (!Array.isArray(data)) return [];
  return (data as Announcement[]).slice().sort((a, b) => a.order - b.order);
}

/** GET /api/public/Announcement. */
export async function getAnnouncements(): Promise<Announcement[]> {
  return announcementsOf(await api.get<unknown>(ANNOUNCEMENTS_SOURCE));
}

/**
 * The list (null until the first answer), fetched on mount and every 5 minutes; a failure leaves it empty
 * (SPEC §4, §8). A ready page brings the list it was rendered with: it is shown until the fetch answers.
 */
export function useAnnouncements(): Announcement[] | null {
  const { initial, markTaken } = usePageData<unknown>(ANNOUNCEMENTS_SOURCE);
  const [announcements, setAnnouncements] = useState<Announcement[] | null>(() => (initial === undefined ? null : announcementsOf(initial)));

  useEffect(() => {
    let active = true;
    const load = () =>
      getAnnouncements()
        .then((list) => active && setAnnouncements(list))
        .catch((error: unknown) => {
          console.error('Announcements could not be loaded.', error);
          if (active) setAnnouncements([]);
        });
    // A ready page's list is shown at once and asked for again behind it (it may be a second old).
    markTaken();
    void load();
    const timer = window.setInterval(load, TIMINGS.announcementRefreshMs);
    return () => {
      active = false;
      window.clearInterval(timer);
    };
  }, [markTaken]);

  return announcements;
}
