import { useId, useState, type FormEvent } from 'react';
import { UPLOAD_LIMITS } from '@society/contracts';
import { Field, FormDialog, type ControlProps } from '@society/web-kit/staff';
import { ImagePicker } from '../../../components/image-picker';
import { ADMIN_MESSAGES } from '../../../config/messages';
import { serverMessageOr } from '../../../utils/api-data';
import { toDateInput } from '../../../utils/format';
import { publicUploadUrl } from '../../../utils/public-upload-url';
import { isAllowedImage, isEmail, isHttpUrl, isWholeNumber } from '../../../utils/validation';
import { createCoreTeamMember, type CoreTeamMemberInput } from '../api/create-core-team-member';
import type { CoreTeamMember } from '../api/get-core-team';
import { updateCoreTeamMember } from '../api/update-core-team-member';
import { updateCoreTeamMemberWithPhoto } from '../api/update-core-team-member-with-photo';

type Values = Omit<CoreTeamMemberInput, 'order'> & { order: string };
type Errors = Partial<Record<keyof Values, string>>;

function initialValues(member: CoreTeamMember | undefined, nextOrder: number): Values {
  return {
    name: member?.name ?? '',
    position: member?.position ?? '',
    positionHi: member?.positionHi ?? '',
    order: String(member?.order ?? nextOrder),
    email: member?.email ?? '',
    phone: member?.phone ?? '',
    dateOfJoining: toDateInput(member?.dateOfJoining),
    dateOfLeaving: toDateInput(member?.dateOfLeaving),
    address: member?.address ?? '',
    bio: member?.bio ?? '',
    linkedin: member?.linkedin ?? '',
    instagram: member?.instagram ?? '',
  };
}

function validate(values: Values): Errors {
  const errors: Errors = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  if (!values.position.trim()) errors.position = 'Position is required';
  if (!values.order.trim()) errors.order = 'Order is required';
  else if (!isWholeNumber(values.order)) errors.order = 'Order must be a whole number';
  if (values.email.trim() && !isEmail(values.email)) errors.email = 'Enter a valid email address';
  if (values.linkedin.trim() && !isHttpUrl(values.linkedin)) errors.linkedin = 'LinkedIn must be a valid URL (https://...)';
  if (values.instagram.trim() && !isHttpUrl(values.instagram)) errors.instagram = 'Instagram must be a valid URL (https://...)';
  if (values.dateOfJoining && values.dateOfLeaving && values.dateOfLeaving < values.dateOfJoining)
    errors.dateOfLeaving = 'Date of leaving cannot be before the date of joining';
  return errors;
}

function checkPhoto(file: File): string | null {
  if (!isAllowedImage(file)) return 'Please choose a JPEG, PNG or WebP image';
  if (file.size > UPLOAD_LIMITS.profilePhoto.bytes) return `The photo must be ${UPLOAD_LIMITS.profilePhoto.label} or smaller`;
  return null;
}

export interface MemberFormDialogProps {
  member?: CoreTeamMember;
  /** Suggested order for a new member (after the last one). */
  nextOrder: number;
  onClose: () => void;
  onSaved: (member: CoreTeamMember) => void;
}

/** 'Add or Edit Core Team Member' (SPEC §2, §5). */
export function MemberFormDialog({ member, nextOrder, onClose, onSaved }: MemberFormDialogProps) {
  const adding = !member;
  const formId = useId();
  const [values, setValues] = useState<Values>(() => initialValues(member, nextOrder));
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<{ message: string; detail?: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    setBusy(true);
    const input: CoreTeamMemberInput = {
      ...(Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as Values),
      order: Number.parseInt(values.order, 10),
    };
    try {
      if (adding) onSaved(await createCoreTeamMember(input, photo));
      // A new photo needs the multipart route; otherwise the JSON one (SPEC §7).
      else if (photo) onSaved(await updateCoreTeamMemberWithPhoto(member._id, input, photo));
      else onSaved(await updateCoreTeamMember(member._id, input));
    } catch (error) {
      setFailure(
        adding
          ? { message: serverMessageOr(error, ADMIN_MESSAGES.addFailed) }
          : { message: ADMIN_MESSAGES.memberUpdateFailed, detail: serverMessageOr(error, '') },
      );
      setBusy(false);
    }
  }

  const idFor = (key: string) => `${formId}-${key}`;
  const text = (key: keyof Values, label: string, options: { required?: boolean; type?: string; placeholder?: string; lang?: string; hint?: string } = {}) => (
    <Field id={idFor(key)} label={label} required={options.required} hint={options.hint} error={errors[key]}>
      {(control: ControlProps) => (
        <input
          {...control}
          type={options.type ?? 'text'}
          placeholder={options.placeholder}
          lang={options.lang}
          autoComplete="off"
          value={values[key]}
          onChange={set(key)}
        />
      )}
    </Field>
  );

  return (
    <FormDialog
      size="lg"
      title="Add or Edit Core Team Member"
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={adding ? 'Add Member' : 'Save Changes'}
      busyLabel={adding ? 'Adding...' : 'Saving...'}
      busy={busy}
      failure={failure}
      formClassName="wk-form wk-form--grid"
    >
      {text('name', 'Name', { required: true })}
      {text('position', 'Position', { required: true })}
      {text('positionHi', 'Position in Hindi (optional)', { lang: 'hi', placeholder: 'सचिव', hint: 'Shown on the Hindi About page; left blank, it shows the English.' })}
      {text('email', 'Email', { type: 'email' })}
      {text('phone', 'Phone', { type: 'tel' })}
      {text('dateOfJoining', 'Date of Joining', { type: 'date' })}
      {text('dateOfLeaving', 'Date of Leaving', { type: 'date' })}
      {text('linkedin', 'LinkedIn', { type: 'url', placeholder: 'https://www.linkedin.com/in/...' })}
      {text('instagram', 'Instagram', { type: 'url', placeholder: 'https://www.instagram.com/...' })}
      <Field id={idFor('order')} label="Order" required hint="Lower numbers come first on the About page." error={errors.order}>
        {(control) => <input {...control} type="number" step={1} inputMode="numeric" value={values.order} onChange={set('order')} />}
      </Field>
      <ImagePicker
        id={idFor('photo')}
        label={`Profile Photo (Max size: ${UPLOAD_LIMITS.profilePhoto.label})`}
        file={photo}
        onChange={setPhoto}
        check={checkPhoto}
        currentUrl={publicUploadUrl(member?.profilePhotoPath)}
      />
      <Field id={idFor('address')} label="Address" className="wk-form__wide">
        {(control) => <textarea {...control} rows={2} value={values.address} onChange={set('address')} />}
      </Field>
      <Field id={idFor('bio')} label="Bio" className="wk-form__wide">
        {(control) => <textarea {...control} rows={4} value={values.bio} onChange={set('bio')} />}
      </Field>
    </FormDialog>
  );
}
