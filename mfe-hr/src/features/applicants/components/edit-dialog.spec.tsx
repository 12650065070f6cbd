import { screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@society/web-kit';
import { bodiesTo, mockApi, requestsTo } from '../../../testing/api-mock';
import { applicant } from '../../../testing/factories';
import { dashboardRoutes, renderHr } from '../../../testing/render-hr';

beforeEach(() => useSession.getState().clear());

async function openEdit(record = applicant({ _id: 'e1', name: 'Karan Mehta' }), put: Parameters<typeof mockApi>[0][string] = { body: {} }) {
  const fetchMock = mockApi({ ...dashboardRoutes({ applicants: [record] }), [`PUT /api/hr/applicants/${record._id}`]: put });
  const view = renderHr({ tab: 'volunteers' });
  await view.user.click(await screen.findByRole('button', { name: `Edit ${record.name}` }));
  return { ...view, fetchMock, dialog: screen.getByRole('dialog', { name: `Edit ${record.name}` }) };
}

describe('the Edit dialog', () => {
  it("sends the fields with dates as ISO or null, empty text as '', and no remark when none was written", async () => {
    const record = applicant({
      _id: 'e1',
      type: 'volunteer',
      name: 'Karan Mehta',
      email: 'karan@example.org',
      phone: '9811111111',
      gender: 'male',
      dob: '1999-12-31T00:00:00.000Z',
      interests: ['teaching'],
      availability: 12,
      reference: 'instagram',
      experience: 'Taught at a night school',
      status: 'active',
      doj: '2025-01-05T08:15:00.000Z',
    });
    const { user, dialog, fetchMock } = await openEdit(record);
    expect(within(dialog).getByLabelText('Status')).toHaveValue('active');
    expect(within(dialog).queryByLabelText('Rejection Reason')).toBeNull();

    await user.clear(within(dialog).getByLabelText('Phone'));
    await user.clear(within(dialog).getByLabelText('Experience'));
    await user.clear(within(dialog).getByLabelText('Date of Birth'));
    await user.type(within(dialog).getByLabelText('Leaving Date'), '2025-08-31');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Fundraising' }));
    await user.type(within(dialog).getByLabelText('New Remark'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesTo(fetchMock, 'PUT /api/hr/applicants/e1')).toEqual([
      {
        name: 'Karan Mehta',
        email: 'karan@example.org',
        phone: '',
        dob: null,
        interests: ['teaching', 'fundraising'],
        reference: 'instagram',
        status: 'active',
        assignedPosition: '',
        assignedTeam: '',
        interviewDate: null,
        // Unchanged: kept exactly, time of day included.
        doj: '2025-01-05T08:15:00.000Z',
        dol: '2025-08-31T00:00:00.000Z',
        gender: 'male',
        availability: 12,
        experience: '',
      },
    ]);
    // The dashboard's counts, the tab's page, and the reload after the save.
    expect(requestsTo(fetchMock, 'GET /api/hr/applicants')).toHaveLength(3);
  });

  it('can set any status directly; the rejection reason shows only for rejected and is required', async () => {
    const { user, dialog, fetchMock } = await openEdit(applicant({ _id: 'e2', name: 'Zoya', status: 'pending' }));
    expect(within(dialog).getByLabelText('Status')).toHaveValue('pending');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'rejected');
    const reason = within(dialog).getByLabelText('Rejection Reason');

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Reason required');
    expect(requestsTo(fetchMock, 'PUT /api/hr/applicants/e2')).toHaveLength(0);

    await user.type(reason, ' No reply to three calls ');
    await user.type(within(dialog).getByLabelText('New Remark'), ' Closed after calls ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'PUT /api/hr/applicants/e2')).toHaveLength(1));
    expect(bodiesTo(fetchMock, 'PUT /api/hr/applicants/e2')[0]).toMatchObject({
      status: 'rejected',
      rejectionReason: 'No reply to three calls',
      remarks: [{ text: 'Closed after calls' }],
    });
  });

  it("shows 'Failed to update.' with the server's reason when the save is refused", async () => {
    const { user, dialog } = await openEdit(applicant({ _id: 'e3', name: 'Anil' }), {
      status: 409,
      body: { statusCode: 409, message: 'This applicant was changed by someone else. Reload and try again.' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update.');
    expect(alert).toHaveTextContent('This applicant was changed by someone else. Reload and try again.');
  });
});
