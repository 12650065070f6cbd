import { useId, type FormEvent, type ReactNode } from 'react';
// Part of '@society/web-kit/staff': the web kit itself is imported by its name, so a federated page
// uses the one shared copy of its Modal and Button.
import { Button, Modal, type ButtonVariant, type ModalProps } from '@society/web-kit';
import { FormError } from './form-error';

export interface FormDialogProps {
  title: ReactNode;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The submit button's words, and what it says while the save runs. */
  submitLabel: ReactNode;
  busyLabel?: ReactNode;
  busy?: boolean;
  /** False keeps the submit button disabled (a required box still empty). */
  canSubmit?: boolean;
  submitVariant?: ButtonVariant;
  /** The dialog's message when the check or the save failed, with the server's reason under it. */
  failure?: { message: ReactNode; detail?: ReactNode } | null;
  size?: ModalProps['size'];
  formClassName?: string;
  /** Wraps the two buttons (a remote's own footer layout); side by side in the modal's footer without it. */
  actionsClassName?: string;
  cancelLabel?: ReactNode;
  /** The fields; given the form's id, to build theirs from. */
  children: ReactNode | ((formId: string) => ReactNode);
}

/**
 * A staff dialog holding one form: Cancel and the submit button in its footer (tied to the form by
 * its id, so Enter in a box submits), busy while the save runs, and its failure in the red box on top.
 */
export function FormDialog({
  title,
  onClose,
  onSubmit,
  submitLabel,
  busyLabel,
  busy = false,
  canSubmit = true,
  submitVariant = 'primary',
  failure,
  size,
  formClassName = 'wk-form',
  actionsClassName,
  cancelLabel = 'Cancel',
  children,
}: FormDialogProps) {
  const formId = useId();
  const buttons = (
    <>
      <Button variant="ghost" onClick={onClose}>
        {cancelLabel}
      </Button>
      <Button type="submit" form={formId} variant={submitVariant} disabled={busy || !canSubmit} aria-busy={busy || undefined}>
        {busy ? (busyLabel ?? submitLabel) : submitLabel}
      </Button>
    </>
  );
  return (
    <Modal open size={size} title={title} onClose={onClose} footer={actionsClassName ? <div className={actionsClassName}>{buttons}</div> : buttons}>
      <form id={formId} className={formClassName} noValidate onSubmit={onSubmit}>
        {failure ? <FormError message={failure.message} detail={failure.detail} /> : null}
        {typeof children === 'function' ? children(formId) : children}
      </form>
    </Modal>
  );
}
