import { useId, useState, type FormEvent } from 'react';
import { CERTIFICATE_TYPE_LABELS, CERTIFICATE_TYPES, VOLUNTEER_LIMITS, type Certificate, type CertificateType } from '@society/contracts';
import { Button, Field, FormError, Modal } from '@society/web-kit';
import { useSave } from '../../../hooks/use-save';
import { issueCertificate } from '../api/certificates';

export interface CertificatePerson {
  _id: string;
  name: string;
  type: 'volunteer' | 'intern';
  assignedPosition?: string;
  doj?: string | null;
  dol?: string | null;
}

const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '');

/** Issuing a certificate: who, what kind, role, period, hours or a short description, who signs. */
export function IssueDialog({ people, onClose, onIssued }: { people: CertificatePerson[]; onClose: () => void; onIssued: (certificate: Certificate) => void }) {
  const id = useId();
  const [values, setValues] = useState({ applicantId: '', type: '' as CertificateType | '', role: '', from: '', to: '', hours: '', description: '', signatoryName: '', signatoryTitle: '' });
  const [problem, setProblem] = useState('');
  const { saving, failure, run } = useSave();
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues((now) => ({ ...now, [field]: event.target.value }));

  function choosePerson(applicantId: string) {
    const person = people.find((candidate) => candidate._id === applicantId);
    // The record's own facts fill in what they can; HR checks and edits them.
    setValues((now) => ({
      ...now,
      applicantId,
      type: now.type || (person ? (person.type === 'intern' ? 'internship' : 'volunteering') : ''),
      role: now.role || person?.assignedPosition || '',
      from: now.from || day(person?.doj),
      to: now.to || day(person?.dol),
    }));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const { applicantId, type, role, from, to, hours, description, signatoryName, signatoryTitle } = values;
    if (!applicantId || !type || !role.trim() || !from || !to || !signatoryName.trim() || !signatoryTitle.trim()) {
      setProblem('Please fill in every field marked with a star.');
      return;
    }
    if (to < from) {
      setProblem('The end of the period cannot be before its start.');
      return;
    }
    if (!hours && !description.trim()) {
      setProblem('Give the hours or a short description of the work.');
      return;
    }
    setProblem('');
    const body = { applicantId, type, role: role.trim(), from, to, hours: hours ? Number(hours) : null, description: description.trim(), signatoryName: signatoryName.trim(), signatoryTitle: signatoryTitle.trim() };
    const result = await run(() => issueCertificate(body), 'The certificate could not be issued.');
    if (result) onIssued(result.saved);
  }

  return (
    <Modal
      open
      size="lg"
      title="Issue a certificate"
      onClose={onClose}
      footer={
        <div className="hr-actions">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={saving}>
            {saving ? 'Issuing...' : 'Issue certificate'}
          </Button>
        </div>
      }
    >
      <form id={`${id}-form`} className="wk-form hr-form" onSubmit={onSubmit} noValidate>
        {problem ? <FormError message={problem} /> : null}
        {failure ? <FormError message={failure.message} detail={failure.detail} /> : null}
        <div className="hr-form__grid">
          <Field id={`${id}-person`} label="Volunteer or intern" required>
            {(control) => (
              <select {...control} value={values.applicantId} onChange={(event) => choosePerson(event.target.value)}>
                <option value="">Choose...</option>
                {people.map((person) => (
                  <option key={person._id} value={person._id}>
                    {person.name} ({person.type})
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id={`${id}-type`} label="Certificate" required>
            {(control) => (
              <select {...control} value={values.type} onChange={set('type')}>
                <option value="">Choose...</option>
                {CERTIFICATE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {CERTIFICATE_TYPE_LABELS[type]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id={`${id}-role`} label="Role or project" required>
            {(control) => <input {...control} maxLength={VOLUNTEER_LIMITS.certificateRoleMax} value={values.role} onChange={set('role')} />}
          </Field>
          <Field id={`${id}-hours`} label="Hours" hint="Or a description below.">
            {(control) => <input {...control} type="number" min={1} max={VOLUNTEER_LIMITS.certificateHoursMax} inputMode="numeric" value={values.hours} onChange={set('hours')} />}
          </Field>
          <Field id={`${id}-from`} label="From" required>
            {(control) => <input {...control} type="date" value={values.from} onChange={set('from')} />}
          </Field>
          <Field id={`${id}-to`} label="To" required>
            {(control) => <input {...control} type="date" min={values.from || undefined} value={values.to} onChange={set('to')} />}
          </Field>
          <Field id={`${id}-signatory`} label="Signed by (name)" required>
            {(control) => <input {...control} maxLength={VOLUNTEER_LIMITS.signatoryMax} value={values.signatoryName} onChange={set('signatoryName')} />}
          </Field>
          <Field id={`${id}-title`} label="Signatory's title" required>
            {(control) => <input {...control} maxLength={VOLUNTEER_LIMITS.signatoryMax} value={values.signatoryTitle} onChange={set('signatoryTitle')} />}
          </Field>
        </div>
        <Field id={`${id}-description`} label="Short description of the work">
          {(control) => <textarea {...control} rows={3} maxLength={VOLUNTEER_LIMITS.certificateDescriptionMax} value={values.description} onChange={set('description')} />}
        </Field>
      </form>
    </Modal>
  );
}
