import { screen, within } from '@testing-library/react';
import { useSession } from '@society/web-kit';
import { fakeApi, heldReply } from '../../../testing/fake-api';
import { renderTeam } from '../../../testing/render-team';
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
  const view = renderTeam();
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
    expect(valueOf(dialog, 'Date of birth')).toBe('9 Aug 2015');
    expect(valueOf(dialog, 'Age')).toBe('9');
    expect(valueOf(dialog, 'Contact number')).toBe('9876543210');
    expect(valueOf(dialog, 'Area')).toBe('Topkhana Basti');
    expect(valueOf(dialog, 'Address')).toBe('House 12');
    expect(valueOf(dialog, 'School name')).toBe('Model School');
    expect(valueOf(dialog, 'Class studying')).toBe('Class 3');
    expect(valueOf(dialog, 'Admitted in school')).toBe('Yes');
    expect(valueOf(dialog, 'Admission date')).toBe('3 Apr 2023');
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
