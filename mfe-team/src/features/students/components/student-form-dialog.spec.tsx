import { screen, waitFor, within } from '@testing-library/react';
import { bodiesSentTo, fakeApi, heldReply } from '../../../testing/fake-api';
import { fixNow, renderTeam, STUDENTS_PATH } from '../../../testing/render-team';
import { aStudent, studentPages } from '../../../testing/students';

const VALID_AADHAAR = '234567890124';

afterEach(() => jest.useRealTimers());

async function openAdd(endpoints: Parameters<typeof fakeApi>[0] = {}) {
  const fetchMock = fakeApi({ 'GET /api/team/students': studentPages([]), ...endpoints });
  const view = renderTeam(STUDENTS_PATH);
  await view.user.click(await screen.findByRole('button', { name: 'Add Student' }));
  const dialog = screen.getByRole('dialog', { name: 'Add Student' });
  return { fetchMock, dialog, ...view };
}

type User = Awaited<ReturnType<typeof openAdd>>['user'];

/** The guardian's consent, seen in person with a voter ID. */
async function fillConsent(user: User, dialog: HTMLElement) {
  const field = (label: string | RegExp) => within(dialog).getByLabelText(label);
  await user.type(field(/^Guardian's name/), 'Sunita Devi');
  await user.selectOptions(field(/^Relation to the child/), 'Mother');
  await user.type(field(/^Guardian's phone/), '98765 43210');
  await user.selectOptions(field(/^How the guardian was verified/), 'In person, identity document seen');
  await user.selectOptions(field(/^Identity document seen/), 'Voter ID');
}
const CONSENT_SENT = { guardianName: 'Sunita Devi', guardianRelation: 'mother', guardianPhone: '98765 43210', consentMethod: 'in-person', idDocumentSeen: 'voter-id', language: 'hi', photoConsent: false };

describe('Add Student', () => {
  it("starts as male with today's admission date, works the age out from the date of birth, and sends every field", async () => {
    // 20:00 UTC on 14 June is already 15 June in India.
    fixNow('2025-06-14T20:00:00.000Z');
    const { user, dialog, fetchMock } = await openAdd({
      'POST /api/team/students': { status: 201, body: aStudent({ _id: 'new-1', name: 'Asha Kumari', age: 9, classStudying: 'Class 4' }) },
    });
    const field = (label: string | RegExp) => within(dialog).getByLabelText(label);

    expect(field('Gender')).toHaveValue('male');
    expect(within(field('Gender')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Male', 'Female', 'Other']);
    expect(field('Admission date')).toHaveValue('2025-06-15');
    expect(field('Admitted in school')).not.toBeChecked();

    await user.type(field(/^Name/), '  Asha Kumari ');
    await user.selectOptions(field('Gender'), 'Female');
    await user.type(field("Father's name"), 'Ramesh');
    await user.type(field("Mother's name"), 'Sunita');
    await user.type(field('Date of birth'), '2016-03-10');
    expect(field('Age')).toHaveValue('9');
    expect(field('Age')).toHaveAttribute('readonly');
    await user.type(field('Contact number'), '98765 43210');
    await user.type(field('Area'), 'Topkhana Basti');
    await user.type(field('Address'), 'House 12, Topkhana Basti, Ambala Cantt');
    await user.type(field('School name'), 'Govt Primary School');
    await user.type(field('Class studying'), 'Class 4');
    await user.click(field('Admitted in school'));
    await user.type(field('Aadhaar card'), VALID_AADHAAR);
    expect(field('Aadhaar card')).toHaveValue('2345 6789 0124');
    expect(field('Aadhaar card')).toHaveAttribute('inputmode', 'numeric');
    expect(field(/^Consent given on/)).toHaveValue('2025-06-15');
    await fillConsent(user, dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Add Student' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesSentTo(fetchMock, 'POST /api/team/students')).toEqual([
      {
        name: 'Asha Kumari',
        gender: 'female',
        fatherName: 'Ramesh',
        motherName: 'Sunita',
        dob: '2016-03-10',
        admissionDate: '2025-06-15',
        address: 'House 12, Topkhana Basti, Ambala Cantt',
        area: 'Topkhana Basti',
        contactNumber: '9876543210',
        admittedInSchool: true,
        schoolName: 'Govt Primary School',
        classStudying: 'Class 4',
        endDate: '',
        aadharCard: VALID_AADHAAR,
        ...CONSENT_SENT,
        consentDate: '2025-06-15',
      },
    ]);
    expect(await screen.findByRole('row', { name: /Asha Kumari/ })).toBeInTheDocument();
    expect(screen.getByText('Student added')).toBeInTheDocument();
  });

  it('sends only a name with the defaults, and a typed age when there is no date of birth', async () => {
    fixNow('2025-01-05T06:00:00.000Z');
    const { user, dialog, fetchMock } = await openAdd({
      'POST /api/team/students': (init) => ({ status: 201, body: aStudent(JSON.parse(String(init.body))) }),
    });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Bunty');
    await user.type(within(dialog).getByLabelText('Age'), '7');
    await fillConsent(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add Student' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [body] = bodiesSentTo(fetchMock, 'POST /api/team/students');
    expect(body).toMatchObject({ name: 'Bunty', gender: 'male', admissionDate: '2025-01-05', age: 7, dob: '', admittedInSchool: false });
    expect(body).not.toHaveProperty('aadharCard');
  });

  it("requires the guardian's consent, and with a signed form sends it as multipart with the file", async () => {
    fixNow('2025-06-14T06:00:00.000Z');
    const { user, dialog, fetchMock } = await openAdd({ 'POST /api/team/students': { status: 201, body: aStudent({ name: 'Gita' }) } });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Gita');
    await user.click(within(dialog).getByRole('button', { name: 'Add Student' }));
    expect(within(dialog).getByText("Enter the parent's or guardian's name.")).toBeInTheDocument();
    expect(within(dialog).getByText('Choose how the guardian was verified.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/team/students')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Guardian's name/), 'Mohan Lal');
    await user.selectOptions(within(dialog).getByLabelText(/^Relation to the child/), 'Father');
    await user.type(within(dialog).getByLabelText(/^Guardian's phone/), '9812345678');
    await user.selectOptions(within(dialog).getByLabelText(/^How the guardian was verified/), 'Signed consent form (uploaded)');
    await user.click(within(dialog).getByRole('button', { name: 'Add Student' }));
    expect(within(dialog).getByText('Upload the signed consent form (PDF, JPEG, PNG or WebP)')).toBeInTheDocument();

    const form = new File(['%PDF-1.4'], 'consent.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText(/^Signed consent form/), form);
    await user.click(within(dialog).getByRole('button', { name: 'Add Student' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const sent = call?.[1]?.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect(sent.get('name')).toBe('Gita');
    expect(sent.get('guardianRelation')).toBe('father');
    expect(sent.get('consentMethod')).toBe('signed-form');
    expect(sent.get('admittedInSchool')).toBe('false');
    expect((sent.get('signedForm') as File).name).toBe('consent.pdf');
  });

  it('requires a name and sends nothing until it is given', async () => {
    const { user, dialog, fetchMock } = await openAdd();
    await user.click(within(dialog).getByRole('button', { name: 'Add Student' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(/^Name/)).toHaveFocus();
    await user.type(within(dialog).getByLabelText(/^Name/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Add Student' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/team/students')).toHaveLength(0);
  });

  it('refuses an Aadhaar number that is short, starts with 0 or 1, or fails the check digit', async () => {
    const { user, dialog, fetchMock } = await openAdd();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Chhavi');
    const aadhaar = within(dialog).getByLabelText('Aadhaar card');
    const submit = within(dialog).getByRole('button', { name: 'Add Student' });

    await user.type(aadhaar, '23456789');
    await user.click(submit);
    expect(within(dialog).getByText('An Aadhaar number has 12 digits.')).toBeInTheDocument();

    await user.clear(aadhaar);
    await user.type(aadhaar, '123456789010');
    await user.click(submit);
    expect(within(dialog).getByText('An Aadhaar number cannot start with 0 or 1.')).toBeInTheDocument();

    await user.clear(aadhaar);
    await user.type(aadhaar, '234567890125');
    await user.click(submit);
    expect(within(dialog).getByText('This is not a valid Aadhaar number. Please check the digits.')).toBeInTheDocument();
    expect(aadhaar).toHaveFocus();

    await user.clear(aadhaar);
    await user.type(aadhaar, 'ab2345-6789-0124 99');
    expect(aadhaar).toHaveValue('2345 6789 0124');
    expect(bodiesSentTo(fetchMock, 'POST /api/team/students')).toHaveLength(0);
  });

  it('checks the contact number is an Indian mobile number', async () => {
    const { user, dialog, fetchMock } = await openAdd();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Deepak');
    await user.type(within(dialog).getByLabelText('Contact number'), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Add Student' }));
    expect(within(dialog).getByText('Enter a 10-digit mobile number starting with 6, 7, 8 or 9.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/team/students')).toHaveLength(0);
  });

  it("shows 'Error adding student' with the server's field message under it, and 'Adding...' meanwhile", async () => {
    const held = heldReply();
    const { user, dialog } = await openAdd({ 'POST /api/team/students': held.endpoint });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Esha');
    await fillConsent(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add Student' }));
    expect(within(dialog).getByRole('button', { name: 'Adding...' })).toBeDisabled();

    held.release({
      status: 400,
      body: { statusCode: 400, message: 'aadharCard must be a valid 12-digit Aadhaar number', errors: { aadharCard: ['aadharCard must be a valid 12-digit Aadhaar number'] } },
    });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error adding student');
    expect(alert).toHaveTextContent('aadharCard must be a valid 12-digit Aadhaar number');
    expect(within(dialog).getByLabelText('Aadhaar card')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('button', { name: 'Add Student' })).toBeEnabled();
  });

  it("shows 'Error adding student' and the network message when no answer comes", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, dialog } = await openAdd({
      'POST /api/team/students': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Farhan');
    await fillConsent(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add Student' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error adding student');
    expect(alert).toHaveTextContent('Network error. Please check your connection.');
  });
});

describe('Edit Student', () => {
  const stored = aStudent({
    _id: 'st-7',
    name: 'Gita',
    gender: 'female',
    fatherName: 'Mohan',
    dob: '2015-08-09T00:00:00.000Z',
    age: 9,
    admissionDate: '2023-04-03T00:00:00.000Z',
    contactNumber: '9876543210',
    classStudying: 'Class 3',
    schoolName: 'Model School',
    admittedInSchool: true,
    aadharMasked: 'XXXX XXXX 0124',
  });

  async function openEdit(put: Parameters<typeof fakeApi>[0][string]) {
    const fetchMock = fakeApi({ 'GET /api/team/students': studentPages([stored]), 'PUT /api/team/students/st-7': put });
    const view = renderTeam(STUDENTS_PATH);
    await view.user.click(await screen.findByRole('button', { name: 'Edit Gita' }));
    return { fetchMock, dialog: screen.getByRole('dialog', { name: 'Edit Student' }), ...view };
  }

  const echo = (init: RequestInit) => ({ body: { ...stored, ...JSON.parse(String(init.body)) } });

  it('starts from the record with the Aadhaar field empty, and keeps the stored number when left blank', async () => {
    fixNow('2025-06-15T06:00:00.000Z');
    const { user, dialog, fetchMock } = await openEdit(echo);
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Gita');
    expect(within(dialog).getByLabelText('Gender')).toHaveValue('female');
    expect(within(dialog).getByLabelText('Date of birth')).toHaveValue('2015-08-09');
    expect(within(dialog).getByLabelText('Age')).toHaveValue('9');
    expect(within(dialog).getByLabelText('Admission date')).toHaveValue('2023-04-03');
    expect(within(dialog).getByLabelText('Admitted in school')).toBeChecked();
    const aadhaar = within(dialog).getByLabelText('Aadhaar card');
    expect(aadhaar).toHaveValue('');
    expect(aadhaar).toHaveAccessibleDescription('Stored: XXXX XXXX 0124 — leave blank to keep');

    await user.clear(within(dialog).getByLabelText('Class studying'));
    await user.type(within(dialog).getByLabelText('Class studying'), 'Class 4');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const [body] = bodiesSentTo(fetchMock, 'PUT /api/team/students/st-7');
    expect(body).toMatchObject({ name: 'Gita', classStudying: 'Class 4', dob: '2015-08-09', admissionDate: '2023-04-03', endDate: '' });
    expect(body).not.toHaveProperty('aadharCard');
    expect(body).not.toHaveProperty('age');
    expect(within(screen.getByRole('row', { name: /Gita/ })).getByRole('cell', { name: 'Class 4' })).toBeInTheDocument();
    expect(screen.getByText('Student updated')).toBeInTheDocument();
  });

  it("sends null for 'Remove stored number'", async () => {
    const { user, dialog, fetchMock } = await openEdit(echo);
    await user.type(within(dialog).getByLabelText('Aadhaar card'), '98765');
    await user.click(within(dialog).getByLabelText('Remove stored number'));
    expect(within(dialog).getByLabelText('Aadhaar card')).toBeDisabled();
    expect(within(dialog).getByLabelText('Aadhaar card')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesSentTo(fetchMock, 'PUT /api/team/students/st-7')[0].aadharCard).toBeNull();
  });

  it('replaces the stored number with a new valid one', async () => {
    const { user, dialog, fetchMock } = await openEdit(echo);
    await user.type(within(dialog).getByLabelText('Aadhaar card'), '9876 5432 1012');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesSentTo(fetchMock, 'PUT /api/team/students/st-7')[0].aadharCard).toBe('987654321012');
  });

  it("shows 'Error updating student' with the server's message under it", async () => {
    const { user, dialog } = await openEdit({
      status: 400,
      body: { statusCode: 400, message: 'contactNumber must be an Indian mobile number', errors: { contactNumber: ['contactNumber must be an Indian mobile number'] } },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error updating student');
    expect(alert).toHaveTextContent('contactNumber must be an Indian mobile number');
    expect(screen.getByRole('dialog', { name: 'Edit Student' })).toBeInTheDocument();
  });
});
