import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  CERTIFICATE_LANGUAGES,
  CERTIFICATE_TYPE_LABELS,
  CERTIFICATE_TYPES,
  LIST_SEARCH_MAX,
  SESSION_RULES,
  VOLUNTEER_LIMITS,
  type Certificate,
  type CertificateLanguage,
  type CertificatePerson,
  type CertificateType,
} from '@society/contracts';
import { Button, Modal } from '@society/web-kit';
import { Field, FormError } from '@society/web-kit/staff';
import { useSave } from '../../../hooks/use-save';
import { getApprovedHours, getCertificatePeople, issueCertificate } from '../api/certificates';
import { LANGUAGE_LABELS } from '../utils/labels';

/** How many matching people the dialog offers at once: enough to choose from, few enough to read. */
const PEOPLE_SHOWN = 20;
/** Quiet time after typing before the people are searched. */
const SEARCH_DELAY_MS = 300;

const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '');
const personLabel = (person: CertificatePerson) => `${person.name} (${person.type}) · ${person.email}`;

type PeopleState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; items: CertificatePerson[]; total: number };

/** The people the server offers for a search (after a pause in typing); a late answer is dropped. */
function useCertificatePeople(search: string): PeopleState {
  const [state, setState] = useState<PeopleState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      getCertificatePeople(search.trim(), PEOPLE_SHOWN).then(
        ({ items, total }) => live && setState({ status: 'ready', items, total }),
        (error: unknown) => {
          console.error('Loading the people to certify failed', error);
          if (live) setState({ status: 'failed' });
        },
      );
    }, search ? SEARCH_DELAY_MS : 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [search]);
  return state;
}

/** What the people list says beneath the choice: loading, nothing found, or that there are more. */
function peopleHint(state: PeopleState, search: string): string | undefined {
  if (state.status === 'loading') return 'Looking for people...';
  if (state.status === 'failed') return 'The people could not be loaded. Change the search to try again.';
  if (state.total === 0) return search.trim() ? `No onboarded, active or former volunteer or intern matches "${search.trim()}".` : 'No onboarded, active or former volunteers or interns yet.';
  if (state.total > state.items.length) return `The first ${state.items.length} of ${state.total} by name: search to find others.`;
  return undefined;
}

/**
 * The approved hours of the person in the period (issue 45): the hours field's default. null while unknown
 * (no person or period yet, loading, or the total could not be read).
 */
function useApprovedHours(applicantId: string, from: string, to: string): number | null {
  const [total, setTotal] = useState<{ key: string; hours: number } | null>(null);
  const key = applicantId && from && to && from <= to ? `${applicantId}|${from}|${to}` : '';
  useEffect(() => {
    if (!key) return;
    let live = true;
    getApprovedHours(applicantId, from, to).then(
      (hours) => live && setTotal({ key, hours }),
      (error: unknown) => console.error('Loading the approved hours failed', error),
    );
    return () => {
      live = false;
    };
  }, [key, applicantId, from, to]);
  return total && total.key === key ? total.hours : null;
}

/** Issuing a certificate: who (searched on the server), what kind, role, period, hours or a short description, who signs, in what language. */
export function IssueDialog({ onClose, onIssued }: { onClose: () => void; onIssued: (certificate: Certificate) => void }) {
  const id = useId();
  const [values, setValues] = useState({
    applicantId: '',
    type: '' as CertificateType | '',
    role: '',
    from: '',
    to: '',
    hours: '',
    description: '',
    signatoryName: '',
    signatoryTitle: '',
    language: 'en' as CertificateLanguage,
    hoursReason: '',
  });
  const approvedHours = useApprovedHours(values.applicantId, values.from, values.to);
  // The hours follow the approved total until HR types their own.
  const [hoursTyped, setHoursTyped] = useState(false);
  useEffect(() => {
    if (approvedHours !== null && !hoursTyped) setValues((now) => ({ ...now, hours: approvedHours > 0 ? String(approvedHours) : '' }));
  }, [approvedHours, hoursTyped]);
  // As the API decides: with approved hours on record, other hours need a reason; with none, HR's hours stand.
  const hoursChanged = approvedHours !== null && approvedHours > 0 && values.hours !== '' && Number(values.hours) !== approvedHours;
  const [search, setSearch] = useState('');
  const people = useCertificatePeople(search);
  const [chosen, setChosen] = useState<CertificatePerson | null>(null);
  const [problem, setProblem] = useState('');
  const { saving, failure, run } = useSave();
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues((now) => ({ ...now, [field]: event.target.value }));
  const offered = people.status === 'ready' ? people.items : [];
  // The chosen person stays a choice while HR searches on.
  const options = chosen && !offered.some((person) => person._id === chosen._id) ? [chosen, ...offered] : offered;

  function choosePerson(applicantId: string) {
    const person = options.find((candidate) => candidate._id === applicantId) ?? null;
    setChosen(person);
    // The record's own facts fill in what they can; HR checks and edits them.
    setValues((now) => ({
      ...now,
      applicantId,
      type: now.type || (person ? (person.type === 'intern' ? 'internship' : 'volunteering') : ''),
      role: now.role || person?.assignedPosition || '',
      from: now.from || day(person?.doj),
      to: now.to || day(person?.dol),
      // Each person's certificate starts in the language they applied in.
      language: person?.language ?? now.language,
    }));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const { applicantId, type, role, from, to, hours, description, signatoryName, signatoryTitle, language, hoursReason } = values;
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
    if (hoursChanged && !hoursReason.trim()) {
      setProblem(`Give the reason for hours other than the ${approvedHours} approved.`);
      return;
    }
    setProblem('');
    const body = {
      applicantId,
      type,
      role: role.trim(),
      from,
      to,
      hours: hours ? Number(hours) : null,
      description: description.trim(),
      signatoryName: signatoryName.trim(),
      signatoryTitle: signatoryTitle.trim(),
      language,
      ...(hoursChanged ? { hoursReason: hoursReason.trim() } : {}),
    };
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
          <Field id={`${id}-find`} label="Find by name, email or phone">
            {(control) => (
              <input
                {...control}
                type="search"
                maxLength={LIST_SEARCH_MAX}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                // Enter does not send the form: the search runs as one types.
                onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
              />
            )}
          </Field>
          <Field id={`${id}-person`} label="Volunteer or intern" required hint={peopleHint(people, search)}>
            {(control) => (
              <select {...control} value={values.applicantId} onChange={(event) => choosePerson(event.target.value)}>
                <option value="">Choose...</option>
                {options.map((person) => (
                  <option key={person._id} value={person._id}>
                    {personLabel(person)}
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
          <Field id={`${id}-hours`} label="Hours" hint={approvedHours === null ? 'Or a description below.' : `Approved hours in this period: ${approvedHours}. Or a description below.`}>
            {(control) => (
              <input
                {...control}
                type="number"
                min={1}
                max={VOLUNTEER_LIMITS.certificateHoursMax}
                inputMode="numeric"
                value={values.hours}
                onChange={(event) => {
                  setHoursTyped(true);
                  set('hours')(event);
                }}
              />
            )}
          </Field>
          {hoursChanged ? (
            <Field id={`${id}-hours-reason`} label="Why other hours than the approved ones" required hint="Kept on the certificate's record and the activity log.">
              {(control) => <input {...control} maxLength={SESSION_RULES.reasonMax} value={values.hoursReason} onChange={set('hoursReason')} />}
            </Field>
          ) : null}
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
          <Field id={`${id}-language`} label="Language of the certificate" hint="The language the person applied in, unless you change it.">
            {(control) => (
              <select {...control} value={values.language} onChange={set('language')}>
                {CERTIFICATE_LANGUAGES.map((language) => (
                  <option key={language} value={language} lang={language === 'hi' ? 'hi' : undefined}>
                    {LANGUAGE_LABELS[language]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field id={`${id}-description`} label="Short description of the work">
          {(control) => <textarea {...control} rows={3} maxLength={VOLUNTEER_LIMITS.certificateDescriptionMax} value={values.description} onChange={set('description')} />}
        </Field>
      </form>
    </Modal>
  );
}
