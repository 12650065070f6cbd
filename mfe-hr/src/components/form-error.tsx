import type { ReactNode } from 'react';

/** The red box a dialog shows when its check or its save failed (SPEC §5, §8). */
export function FormError({ message, detail }: { message: ReactNode; detail?: ReactNode }) {
  if (!message) return null;
  return (
    <div className="hr-form-error" role="alert">
      <p>{message}</p>
      {detail ? <p className="hr-form-error__detail">{detail}</p> : null}
    </div>
  );
}
