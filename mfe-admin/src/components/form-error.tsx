import type { ReactNode } from 'react';

/** The red box a dialog or form shows when saving failed (SPEC §8). */
export function FormError({ message, detail }: { message: ReactNode; detail?: ReactNode }) {
  if (!message) return null;
  return (
    <div className="adm-form-error" role="alert">
      <p>{message}</p>
      {detail ? <p className="adm-form-error__detail">{detail}</p> : null}
    </div>
  );
}
