import type { ReactNode, Ref } from 'react';

export interface FormErrorProps {
  message: ReactNode;
  /** The server's reason, under our message. */
  detail?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** The red box a staff form or dialog shows when its check or its save failed (SPEC §8). */
export function FormError({ message, detail, ref }: FormErrorProps) {
  if (!message) return null;
  return (
    <div className="wk-form-error" role="alert" ref={ref}>
      <p>{message}</p>
      {detail ? <p className="wk-form-error__detail">{detail}</p> : null}
    </div>
  );
}
