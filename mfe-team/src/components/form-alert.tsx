import type { Ref } from 'react';

export interface FormAlertProps {
  message: string;
  detail?: string;
  ref?: Ref<HTMLDivElement>;
}

/** The red box at the top of a form when saving failed: our message, and the server's reason under it. */
export function FormAlert({ message, detail, ref }: FormAlertProps) {
  return (
    <div className="team-alert" role="alert" ref={ref}>
      <p className="team-alert__message">{message}</p>
      {detail ? <p className="team-alert__detail">{detail}</p> : null}
    </div>
  );
}
