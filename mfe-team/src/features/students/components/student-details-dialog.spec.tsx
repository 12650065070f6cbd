import { screen, within } from '@testing-library/react';
import { useSession } from '@society/web-kit';
import { fakeApi, heldReply } from '../../../testing/fake-api';
import { renderTeam, STUDENTS_PATH } from '../../../testing/render-team';
import { aStudent, studentPages } from '../../../testing/students';

const gita = aStudent({
  _id: 'st-7',
  name: 'Gita',
  gender: 'female',
  fatherName: 'Mohan',
  motherName: 'Kamla',
  dob: '2015-08-09T00:00:00.000Z',
  age: 9,
  admissionDate: '2023-04-03T00:00:00.000Z',
  contactNumber: '9876543210',
  area: 'Topkhana Basti',
  address: 'House 12',
  schoolName: 'Model School',
  classStudying: 'Class 3',
  admittedInSchool: true,
  aadharMasked: 'XXXX XXXX 0124',
  endDate: null,
});
const ravi = aStudent({ _id: 'st-8', name: 'Ravi', admittedInSchool: false, aadharMasked: null });

/** The value shown against a label in the details list. */
function valueOf(dialog: HTMLElement, label: string): string {
  const term = within(dialog).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

async function openDetails(name: string, reveal: Parameters<typeof fakeApi>[0][string] = { body: { aadharCard: '234567890124' } }) {
  const fetchMock = fakeApi({ 'GET /api/team/students': studentPages([gita, ravi]), 'POST /api/team/students/st-7/aadhaar': reveal });
  const view = renderTeam(STUDENTS_PATH);
  await view.user.click(await screen.findByRole('button', { name: `View ${name}` }));
  return { fetchMock, dialog: screen.getByRole('dialog', { name: 'Student Details' }), ...view };
}

describe('Student Details', () => {
  it('shows every field, Yes/No for admission and en-IN dates', async () => {
    const { dialog } = await openDetails('Gita');
    expect(valueOf(dialog, 'Name')).toBe('Gita');
    expect(valueOf(dialog, 'Gender')).toBe('Female');
    expect(valueOf(dialog, "Father's name")).toBe('Mohan');
    expect(valueOf(dialog, "Mother's name")).toBe('Kamla');
    expect(valueOf(dialog, 'Date of birth')).toBe('9 August 2015');
    expect(valueOf(dialog, 'Age')).toBe('9');
    expect(valueOf(dialog, 'Contact number')).toBe('9876543210');
    expect(valueOf(dialog, 'Area')).toBe('Topkhana Basti');
    expect(valueOf(dialog, 'Address')).toBe('House 12');
    expect(valueOf(dialog, 'School name')).toBe('Model School');
    expect(valueOf(dialog, 'Class studying')).toBe('Class 3');
    expect(valueOf(dialog, 'Admitted in school')).toBe('Yes');
    expect(valueOf(dialog, 'Admission date')).toBe('3 April 2023');
    expect(valueOf(dialog, 'End date')).toBe('-');
  });

  it("reads 'No' when not admitted, and offers no Reveal without a stored number", async () => {
    const { dialog } = await openDetails('Ravi');
    expect(valueOf(dialog, 'Admitted in school')).toBe('No');
    expect(valueOf(dialog, 'Aadhaar card')).toBe('-');
    expect(within(dialog).queryByRole('button', { name: 'Reveal' })).toBeNull();
  });

  it('shows the Aadhaar number masked, reveals it on request, and forgets it when the dialog closes', async () => {
    const held = heldReply();
    const { user, dialog, fetchMock } = await openDetails('Gita', held.endpoint);
    expect(within(dialog).getByText('XXXX XXXX 0124')).toBeInTheDocument();
    expect(within(dialog).getByText(/Each reveal is recorded/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/aadhaar'))).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Reveal' }));
    expect(within(dialog).getByRole('button', { name: 'Revealing...' })).toBeDisabled();
    held.release({ body: { aadharCard: '234567890124' } });
    expect(await within(dialog).findByText('2345 6789 0124')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls.find(([called]) => String(called).includes('/aadhaar'))!;
    expect(url).toBe('/api/team/students/st-7/aadhaar');
    expect(init.method).toBe('POST');
    expect(init.headers.Authorization).toBe('Bearer test-token');
    // Only in the dialog: not in browser storage, and not in the list.
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('234567890124');
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('234567890124');
    expect(JSON.stringify(useSession.getState())).not.toContain('234567890124');
    expect(screen.getByRole('table')).not.toHaveTextContent(/2345\s?6789/);

    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(within(dialog).getByText('XXXX XXXX 0124')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reveal' }));
    expect(await within(dialog).findByText('2345 6789 0124')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body).not.toHaveTextContent(/2345\s?6789\s?0124/);

    await user.click(screen.getByRole('button', { name: 'View Gita' }));
    const reopened = screen.getByRole('dialog', { name: 'Student Details' });
    expect(within(reopened).getByText('XXXX XXXX 0124')).toBeInTheDocument();
    expect(within(reopened).queryByText('2345 6789 0124')).toBeNull();
    expect(within(reopened).getByRole('button', { name: 'Reveal' })).toBeInTheDocument();
  });

  it("shows the server's reason when the number cannot be revealed", async () => {
    const { user, dialog } = await openDetails('Gita', {
      status: 404,
      body: { statusCode: 404, message: 'This student has no Aadhaar number stored' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reveal' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This student has no Aadhaar number stored');
    expect(within(dialog).getByText('XXXX XXXX 0124')).toBeInTheDocument();
  });

  it('switches to the edit dialog', async () => {
    const { user, dialog } = await openDetails('Gita');
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    expect(screen.queryByRole('dialog', { name: 'Student Details' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Edit Student' })).toBeInTheDocument();
  });
});

describe('Guardian consent', () => {
  const old = aStudent({ _id: 'st-9', name: 'Old Record', guardianConsent: null });

  it("shows who consented and how they were verified, and withdrawing asks first, then shows what was kept", async () => {
    const erased = aStudent({
      _id: 'st-7',
      name: 'Erased record',
      gender: null,
      guardianConsent: null,
      consentWithdrawal: { withdrawnAt: '2026-11-26T06:00:00.000Z', recordedBy: 'team@society.test', kept: 'Year of admission only (2023)' },
    });
    const fetchMock = fakeApi({ 'GET /api/team/students': studentPages([gita, ravi]), 'POST /api/team/students/st-7/guardian-consent/withdraw': { body: erased } });
    const view = renderTeam(STUDENTS_PATH);
    await view.user.click(await screen.findByRole('button', { name: 'View Gita' }));
    const dialog = screen.getByRole('dialog', { name: 'Student Details' });
    expect(valueOf(dialog, 'Given by')).toBe('Sunita Devi (Mother)');
    expect(valueOf(dialog, 'Verified')).toBe('In person, identity document seen: Voter ID');
    expect(valueOf(dialog, 'Recorded by')).toMatch(/^team@society\.test/);

    await view.user.click(within(dialog).getByRole('button', { name: 'Withdraw consent' }));
    const confirm = screen.getByRole('dialog', { name: 'Withdraw guardian consent?' });
    expect(confirm).toHaveTextContent("The child's personal details are erased now and cannot be brought back");
    await view.user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/withdraw'))).toBe(false);

    await view.user.click(within(screen.getByRole('dialog', { name: 'Student Details' })).getByRole('button', { name: 'Withdraw consent' }));
    await view.user.click(within(screen.getByRole('dialog', { name: 'Withdraw guardian consent?' })).getByRole('button', { name: 'Withdraw and erase' }));
    const after = await screen.findByRole('dialog', { name: 'Student Details' });
    expect(valueOf(after, 'What was kept')).toBe('Year of admission only (2023)');
    expect(within(after).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.getByRole('row', { name: /Erased record/ })).toHaveTextContent('Erased: consent withdrawn');
  });

  it("marks a record without consent in the list, and offers only to record the consent", async () => {
    const consented = { ...old, guardianConsent: gita.guardianConsent };
    const fetchMock = fakeApi({ 'GET /api/team/students': studentPages([gita, old]), 'PUT /api/team/students/st-9/guardian-consent': { body: consented } });
    const view = renderTeam(STUDENTS_PATH);
    const row = await screen.findByRole('row', { name: /Old Record/ });
    expect(row).toHaveTextContent('Guardian consent needed');
    expect(within(row).queryByRole('button', { name: 'Edit Old Record' })).toBeNull();

    await view.user.click(within(row).getByRole('button', { name: 'Add guardian consent for Old Record' }));
    const dialog = screen.getByRole('dialog', { name: 'Guardian consent for Old Record' });
    await view.user.type(within(dialog).getByLabelText(/^Guardian's name/), 'Sunita Devi');
    await view.user.selectOptions(within(dialog).getByLabelText(/^Relation to the child/), 'Mother');
    await view.user.type(within(dialog).getByLabelText(/^Guardian's phone/), '98765 43210');
    await view.user.selectOptions(within(dialog).getByLabelText(/^How the guardian was verified/), 'In person, identity document seen');
    await view.user.selectOptions(within(dialog).getByLabelText(/^Identity document seen/), 'Aadhaar card');
    await view.user.click(within(dialog).getByRole('button', { name: 'Record Consent' }));
    expect(await screen.findByRole('button', { name: 'Edit Old Record' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Old Record/ })).not.toHaveTextContent('Guardian consent needed');
    const [put] = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put[1].body))).toMatchObject({ guardianName: 'Sunita Devi', consentMethod: 'in-person', idDocumentSeen: 'aadhaar' });
  });
});
