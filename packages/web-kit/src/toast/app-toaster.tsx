import { Toaster } from 'react-hot-toast';
import { TIMINGS } from '@society/contracts';

/**
 * The one toast area of the page (rendered by the shell). SPEC §9: 4 s for plain and error
 * toasts, 2 s for success; react-hot-toast itself keeps at most 20 (its TOAST_LIMIT, which equals
 * TIMINGS.toastMaxVisible).
 */
export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      containerClassName="wk-toaster"
      toastOptions={{
        duration: TIMINGS.toastBlankMs,
        blank: { duration: TIMINGS.toastBlankMs },
        error: { duration: TIMINGS.toastErrorMs },
        success: { duration: TIMINGS.toastSuccessMs },
        style: { maxWidth: '32rem', color: 'var(--wk-text)', fontSize: 'var(--wk-text-sm)' },
      }}
    />
  );
}
