import { useId, useState, type FormEvent } from 'react';
import { LIMITS, type Role } from '@society/contracts';
import { Field, FormDialog } from '@society/web-kit/staff';
import { ADMIN_MESSAGES } from '../../../config/messages';
import { serverMessageOr } from '../../../utils/api-data';
import { isEmail } from '../../../utils/validation';
import { createUser } from '../api/create-user';
import type { AdminUser } from '../api/get-users';
import { updateUser, type UpdateUserRequest } from '../api/update-user';
import { ROLE_LABELS, ROLE_OPTIONS } from './role-labels';

interface Values {
  email: string;
  password: string;
  role: Role | '';
  name: string;
  phone: string;
}
type Errors = Partial<Record<keyof Values, string>>;

export interface UserFormDialogProps {
  /** The user being edited; none to add a new one. */
  user?: AdminUser;
  onClose: () => void;
  onSaved: (user: AdminUser) => void;
}

function validate(values: Values, adding: boolean): Errors {
  const errors: Errors = {};
  if (!values.email.trim()) errors.email = 'Email is required';
  else if (!isEmail(values.email)) errors.email = 'Enter a valid email address';
  if (adding && !values.password) errors.password = 'Password is required';
  else if (values.password && values.password.length < LIMITS.passwordMin)
    errors.password = `Password must be at least ${LIMITS.passwordMin} characters`;
  if (!values.role) errors.role = 'Role is required';
  return errors;
}

/** 'Add New User' or 'Edit User' (SPEC §2, §5). */
export function UserFormDialog({ user, onClose, onSaved }: UserFormDialogProps) {
  const adding = !user;
  const formId = useId();
  const [values, setValues] = useState<Values>({
    email: user?.email ?? '',
    password: '',
    role: user?.role ?? '',
    name: user?.name ?? '',
    phone: user?.phone ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<{ message: string; detail?: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validate(values, adding);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    setBusy(true);
    const role = values.role as Role;
    const email = values.email.trim();
    const name = values.name.trim();
    const phone = values.phone.trim();
    try {
      if (adding) {
        onSaved(await createUser({ email, password: values.password, role, ...(name && { name }), ...(phone && { phone }) }));
      } else {
        const body: UpdateUserRequest = { email, role, name, phone };
        // A blank password keeps the current one, so it is not sent at all.
        if (values.password) body.password = values.password;
        onSaved(await updateUser(user._id, body));
      }
    } catch (error) {
      setFailure(
        adding
          ? { message: serverMessageOr(error, ADMIN_MESSAGES.addFailed) }
          : { message: ADMIN_MESSAGES.userUpdateFailed, detail: serverMessageOr(error, '') },
      );
      setBusy(false);
    }
  }

  const idFor = (key: string) => `${formId}-${key}`;
  return (
    <FormDialog
      title={adding ? 'Add New User' : 'Edit User'}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={adding ? 'Add User' : 'Save Changes'}
      busyLabel={adding ? 'Adding...' : 'Saving...'}
      busy={busy}
      failure={failure}
      formClassName="wk-form"
    >
      <Field id={idFor('name')} label="Name">
        {(control) => <input {...control} autoComplete="off" value={values.name} onChange={set('name')} />}
      </Field>
      <Field id={idFor('email')} label="Email" required error={errors.email}>
        {(control) => <input {...control} type="email" autoComplete="off" value={values.email} onChange={set('email')} />}
      </Field>
      <Field id={idFor('phone')} label="Phone">
        {(control) => <input {...control} type="tel" autoComplete="off" value={values.phone} onChange={set('phone')} />}
      </Field>
      <Field id={idFor('role')} label="Role" required error={errors.role}>
        {(control) => (
          <select {...control} value={values.role} onChange={set('role')} disabled={user?.role === 'volunteer'}>
            <option value="" disabled>
              Select a role
            </option>
            {user?.role === 'volunteer' ? <option value="volunteer">{ROLE_LABELS.volunteer}</option> : null}
            {ROLE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id={idFor('password')}
        label={adding ? 'Password' : 'New password'}
        required={adding}
        hint={adding ? `At least ${LIMITS.passwordMin} characters.` : 'Leave blank to keep the current password.'}
        error={errors.password}
      >
        {(control) => (
          <input {...control} type="password" autoComplete="new-password" value={values.password} onChange={set('password')} />
        )}
      </Field>
    </FormDialog>
  );
}
