import { useEffect, useState } from 'react';
import { TIMINGS, type Announcement } from '@society/contracts';
import { api } from '@society/web-kit';

/** GET /api/public/Announcement, sorted by order; anything but a list counts as none (SPEC §7). */
export async function getAnnouncements(): Promise<Announcement[]> {
  const data = await api.get<unknown>('/public/Announcement');
  if (!Array.isArray(data)) return [];
  return (data as Announcement[]).slice().sort((a, b) => a.order - b.order);
}

/** The list (null until the first answer), fetched on mount and every 5 minutes; a failure leaves it empty (SPEC §4, §8). */
export function useAnnouncements(): Announcement[] | null {
  const [announcements, setAnnouncements] = useState<Announcement[] | null>(null);

  useEffect(() => {
    let active = true;
    const load = () =>
      getAnnouncements()
        .then((list) => active && setAnnouncements(list))
        .catch((error: unknown) => {
          console.error('Announcements could not be loaded.', error);
          if (active) setAnnouncements([]);
        });
    void load();
    const timer = window.setInterval(load, TIMINGS.announcementRefreshMs);
    return () => {
      active = false;
      window.clearInterval(timer);
    };
  }, []);

  return announcements;
}
