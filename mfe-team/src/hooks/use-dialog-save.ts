import { useState } from 'react';
import { toast } from '@society/web-kit/staff';

/**
 * A dialog's save: busy while it runs, a toast when it is done, and its failure (the server's reason, or
 * `failed`) kept for the dialog's red box. `check` is the form's own complaint, shown without saving.
 */
export function useDialogSave(failed: string) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function save<T>(work: () => Promise<T>, done: string, onDone: (result: T) => void, check?: string | null) {
    if (check) return setFailure(check);
    setBusy(true);
    try {
      const result = await work();
      toast.success(done);
      onDone(result);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : failed);
      setBusy(false);
    }
  }

  return { busy, failure: failure ? { message: failure } : null, setFailure, save };
}
