import { useCallback, useRef, useState } from 'react';
import { isApiError } from '@society/web-kit';

export interface SaveFailure {
  /** The screen's own message (SPEC §8). */
  message: string;
  /** What the server said, when it refused the data itself (e.g. 'Reason required', a conflict). */
  detail?: string;
}

/**
 * A dialog's save: `saving` while the call runs, and on failure the dialog's message plus the
 * server's reason for a 4xx refusal. Resolves to what the save returned when it went through
 * (`{ saved }`), null when it failed or another save was still running.
 */
export function useSave() {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const running = useRef(false);

  const run = useCallback(async <T,>(save: () => Promise<T>, failureMessage: string): Promise<{ saved: T } | null> => {
    if (running.current) return null;
    running.current = true;
    setSaving(true);
    setFailure(null);
    try {
      return { saved: await save() };
    } catch (error) {
      const refused = isApiError(error) && error.status >= 400 && error.status < 500 && error.serverMessage;
      setFailure({ message: failureMessage, detail: refused ? error.serverMessage : undefined });
      return null;
    } finally {
      running.current = false;
      setSaving(false);
    }
  }, []);

  return { saving, failure, setFailure, run };
}
