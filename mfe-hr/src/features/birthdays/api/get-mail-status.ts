import { useEffect, useState } from 'react';
import type { MailAvailability } from '@society/contracts';
import { api } from '@society/web-kit';

/** GET /api/hr/mail (hr, admin). Only an explicit `enabled: true` turns mail on; any other answer reads as off. */
export async function getMailStatus(signal?: AbortSignal): Promise<MailAvailability> {
  const data = await api.get<unknown>('/hr/mail', { signal });
  return { enabled: Boolean(data && typeof data === 'object' && (data as Record<string, unknown>).enabled === true) };
}

/** Whether the API can send mail; off until it says so, and off when it cannot be asked. */
export function useMailEnabled(): boolean {
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    // A failed check leaves the button disabled, as when mail is off (an older API has no such route).
    getMailStatus(controller.signal).then(
      (status) => setEnabled(status.enabled),
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return enabled;
}
