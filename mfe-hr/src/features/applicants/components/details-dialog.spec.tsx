import { screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@society/web-kit';
import { bodiesTo, mockApi, requestsTo } from '../../../testing/api-mock';
import { applicant } from '../../../testing/factories';
import { applicantPages } from '../../../testing/list-pages';
import { dashboardRoutes, renderHr } from '../../../testing/render-hr';
import type { Applicant } from '../api/get-applicants';

const intern = applicant({
  _id: 'x1',
  type: 'intern',
  name: 'Priya Sharma',
  email: 'priya@example.org',
  phone: '9812345678',
  gender: 'female',
  dob: '2002-03-09T00:00:00.000Z',
  interests: ['events', 'social-media'],
  availability: 'part-time',
  reference: 'word-of-mouth',
  course: 'B.Com',
  college: 'GMN College',
  duration: '6-months',
  agreeToTerms: true,
  status: 'rejected',
  rejectionReason: 'Could not commit to the minimum hours.',
  remarks: [
    { _id: 'm1', date: '2025-04-03T06:00:00.000Z', text: 'Called, will attend interview', author: 'hr@society.local' },
    { _id: 'm2', date: '2025-04-20T06:00:00.000Z', text: 'Could not commit to the minimum hours.', author: 'lead@society.local' },
  ],
  createdAt: '2025-04-01T10:00:00.000Z',
  updatedAt: '2025-04-20T06:00:00.000Z',
  // Fields the list must never show.
  ...({ __v: 3 } as Partial<Applicant>),
});

beforeEach(() => useSession.getState().clear());

async function openDetails(routes: Parameters<typeof mockApi>[0]) {
  const fetchMock = mockApi(routes);
  const view = renderHr({ tab: 'interns' });
  await view.user.click(await screen.findByRole('button', { name: 'View details of Priya Sharma' }));
  return { ...view, fetchMock, dialog: screen.getByRole('dialog', { name: 'Details of Priya Sharma' }) };
}

function valueOf(dialog: HTMLElement, label: string): string | null {
  const term = within(dialog).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('the Details dialog', () => {
  it('shows every field but id, version and update time, labelled in upper case, dates en-IN, Yes/No', async () => {
    const { dialog } = await openDetails(dashboardRoutes({ applicants: [intern] }));
    const labels = within(dialog).getAllByRole('term').map((term) => term.textContent);
    expect(labels).toEqual([
      'TYPE',
      'NAME',
      'EMAIL',
      'PHONE',
      'GENDER',
      'DATE OF BIRTH',
      'INTERESTS',
      'AVAILABILITY',
      'REFERENCE',
      'EXPERIENCE',
      'COURSE',
      'COLLEGE',
      'DURATION',
      'AGREED TO TERMS',
      'STATUS',
      'APPLIED ON',
    ]);
    for (const label of labels) expect(label).toBe(label?.toUpperCase());
    expect(within(dialog).queryByText('x1')).toBeNull();
    expect(within(dialog).queryByText(/__V|UPDATED/)).toBeNull();

    expect(valueOf(dialog, 'TYPE')).toBe('Intern');
    expect(valueOf(dialog, 'DATE OF BIRTH')).toBe('9 Mar 2002');
    expect(valueOf(dialog, 'APPLIED ON')).toBe('1 Apr 2025');
    expect(valueOf(dialog, 'AGREED TO TERMS')).toBe('Yes');
    expect(valueOf(dialog, 'INTERESTS')).toBe('Event Management, Social Media');
    expect(valueOf(dialog, 'AVAILABILITY')).toBe('WeekEnds');
    expect(valueOf(dialog, 'STATUS')).toBe('Rejected');
    expect(valueOf(dialog, 'EXPERIENCE')).toBe('-');
  });

  it('shows the rejection reason in its own box and the remarks history with date, remark and author', async () => {
    const { dialog } = await openDetails(dashboardRoutes({ applicants: [intern] }));
    const reason = within(dialog).getByRole('region', { name: 'Rejection Reason' });
    expect(reason).toHaveTextContent('Could not commit to the minimum hours.');

    const remarks = within(within(dialog).getByRole('region', { name: 'Remarks' })).getByRole('table');
    const rows = within(remarks).getAllByRole('row').map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Date', 'Remark', 'Author'],
      ['3 Apr 2025', 'Called, will attend interview', 'hr@society.local'],
      ['20 Apr 2025', 'Could not commit to the minimum hours.', 'lead@society.local'],
    ]);
  });

  it('shows No for a false boolean and no reason box unless rejected', async () => {
    const pending: Applicant = { ...intern, status: 'pending', agreeToTerms: false, remarks: [] };
    const { dialog } = await openDetails(dashboardRoutes({ applicants: [pending] }));
    expect(valueOf(dialog, 'AGREED TO TERMS')).toBe('No');
    expect(within(dialog).queryByRole('region', { name: 'Rejection Reason' })).toBeNull();
    expect(within(dialog).getByText('No remarks yet.')).toBeInTheDocument();
  });
});

describe('the Add Remark dialog', () => {
  it("needs a remark ('Remark required'), then appends it and shows it after the reload", async () => {
    let stored: Applicant = { ...intern, status: 'pending', remarks: [] };
    const { user, fetchMock } = await openDetails({
      ...dashboardRoutes(),
      'GET /api/hr/applicants': applicantPages(() => [stored]),
      'PUT /api/hr/applicants/x1': (init) => {
        const { remarks } = JSON.parse(String(init.body)) as { remarks: Array<{ text: string }> };
        stored = { ...stored, remarks: remarks.map((r) => ({ ...r, date: '2025-06-01T05:00:00.000Z', author: 'hr@society.local' })) };
        return { body: stored };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add Remark' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Remark for Priya Sharma' });
    const confirm = within(dialog).getByRole('button', { name: 'Add Remark' });
    expect(confirm).toBeDisabled();

    await user.type(within(dialog).getByLabelText('Remark'), '  ');
    await user.click(confirm);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Remark required');
    expect(requestsTo(fetchMock, 'PUT /api/hr/applicants/x1')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Remark'));
    await user.type(within(dialog).getByLabelText('Remark'), ' Interview on Monday ');
    await user.click(confirm);

    const details = await screen.findByRole('dialog', { name: 'Details of Priya Sharma' });
    await waitFor(() => expect(within(details).getByRole('cell', { name: 'Interview on Monday' })).toBeInTheDocument());
    expect(within(details).getByRole('cell', { name: 'hr@society.local' })).toBeInTheDocument();
    expect(bodiesTo(fetchMock, 'PUT /api/hr/applicants/x1')).toEqual([{ remarks: [{ text: 'Interview on Monday' }] }]);
  });

  it("shows 'Failed to add remark' when the save fails", async () => {
    const { user } = await openDetails({
      ...dashboardRoutes({ applicants: [intern] }),
      'PUT /api/hr/applicants/x1': { status: 500, body: {} },
    });
    await user.click(screen.getByRole('button', { name: 'Add Remark' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Remark for Priya Sharma' });
    await user.type(within(dialog).getByLabelText('Remark'), 'Follow up');
    await user.click(within(dialog).getByRole('button', { name: 'Add Remark' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to add remark');
  });
});
