import { useState } from 'react';
import { toast } from 'react-hot-toast';
import { isApiError } from '@society/web-kit';

export interface DeleteRowOptions<Row> {
  /** The row's id, for the busy state of its button. */
  idOf: (row: Row) => string;
  /** The call that deletes it. */
  remove: (row: Row) => Promise<unknown>;
  /** Takes the row off the screen (after a delete, or when it was already gone: a 404). */
  onRemoved: (row: Row) => void;
  /** Asked with window.confirm first; no question when left out. */
  confirm?: string;
  /** What the console says when it fails (SPEC §8: a failed delete is logged). */
  what: string;
  /** A loading toast shown while the call runs, turned into the success or failure one. */
  pending?: string;
  /** The toast after it is gone. */
  success?: string;
  /** The toast when it failed: a text, or one chosen from the error (undefined: none). */
  failure?: string | ((error: unknown) => string | undefined);
}

export interface DeleteRow<Row> {
  /** The id of the row being deleted, to disable its button. */
  deletingId: string | null;
  deleteRow: (row: Row) => Promise<void>;
}

/**
 * A list's delete button: confirm, busy while the call runs, the row leaves the list when it is gone
 * (a 404 means someone else deleted it: gone all the same), and the toasts the screen asks for.
 */
export function useDeleteRow<Row>(options: DeleteRowOptions<Row>): DeleteRow<Row> {
  const [deletingId, setDeletingId] = useState<string | null>(null);

  async function deleteRow(row: Row) {
    const { idOf, remove, onRemoved, confirm, what, pending, success, failure } = options;
    if (confirm && !window.confirm(confirm)) return;
    setDeletingId(idOf(row));
    const toastId = pending ? toast.loading(pending) : undefined;
    try {
      await remove(row).catch((error: unknown) => {
        if (!(isApiError(error) && error.status === 404)) throw error;
      });
      onRemoved(row);
      if (success) toast.success(success, { id: toastId });
      else if (toastId) toast.dismiss(toastId);
    } catch (error) {
      console.error(`${what} could not be deleted.`, error);
      const message = typeof failure === 'function' ? failure(error) : failure;
      if (message) toast.error(message, { id: toastId });
      else if (toastId) toast.dismiss(toastId);
    } finally {
      setDeletingId(null);
    }
  }

  return { deletingId, deleteRow };
}
