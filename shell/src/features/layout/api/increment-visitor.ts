import { useEffect, useState } from 'react';
import type { VisitorCountResponse } from '@society/contracts';
import { api } from '@society/web-kit';

/** POST /api/public/increment-visitor: counts this visit and returns the total. */
export function incrementVisitor(): Promise<VisitorCountResponse> {
  return api.post<VisitorCountResponse>('/public/increment-visitor');
}

/** The total, counted once when the footer mounts; 0 (and a log line only) if that fails. */
export function useVisitorCount(): number {
  const [count, setCount] = useState(0);

  useEffect(() => {
    let active = true;
    incrementVisitor()
      .then((data) => {
        if (active && typeof data?.count === 'number') setCount(data.count);
      })
      .catch((error: unknown) => console.error('The visitor count could not be updated.', error));
    return () => {
      active = false;
    };
  }, []);

  return count;
}
