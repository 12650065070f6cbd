import { screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@society/web-kit';
import { bodiesTo, freezeDate, mockApi, requestsTo, type FakeRoute } from '../../../testing/api-mock';
import { applicant } from '../../../testing/factories';
import { applicantPages } from '../../../testing/list-pages';
import { dashboardRoutes, renderHr } from '../../../testing/render-hr';
import type { Applicant } from '../api/get-applicants';

const NOW = '2025-06-10T09:30:00.000Z';

/**
 * A fake API holding one applicant: PUT merges the body into it and the next GET returns the
 * merged record, as the real API would.
 */
function fakeApi(start: Applicant, put?: FakeRoute) {
  let stored = start;
  const routes = dashboardRoutes();
  return mockApi({
    ...routes,
    'GET /api/hr/applicants': applicantPages(() => [stored]),
    [`PUT /api/hr/applicants/${start._id}`]:
      put ??
      ((init) => {
        const { remarks, ...rest } = JSON.parse(String(init.body)) as Partial<Applicant>;
        stored = { ...stored, ...rest, remarks: [...(stored.remarks ?? []), ...(remarks ?? []).map((r) => ({ ...r, date: NOW, author: 'hr@society.local' }))] };
        return { body: stored };
      }),
  });
}

/** Like fakeApi, but the reload after a save finds the server gone (503). */
function apiGoneAfterSave(start: Applicant) {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let stored = start;
  let loads = 0;
  return mockApi({
    ...dashboardRoutes(),
    // The dashboard's counts and the tab's first page load; the reload after the save fails.
    'GET /api/hr/applicants': (init, url) => ((loads += 1) <= 2 ? applicantPages([stored])(init, url) : { status: 503, body: { statusCode: 503, message: 'Down' } }),
    [`PUT /api/hr/applicants/${start._id}`]: (init) => {
      stored = { ...stored, ...(JSON.parse(String(init.body)) as Partial<Applicant>) };
      return { body: stored };
    },
  });
}

async function openTab(tab?: string) {
  const view = renderHr({ tab });
  await screen.findByRole('tablist');
  await screen.findByRole('table');
  return view;
}

const statusOf = (name: string) => screen.getByRole('combobox', { name: `Status of ${name}` });

beforeEach(() => {
  useSession.getState().clear();
  freezeDate(NOW);
});
afterEach(() => jest.useRealTimers());

describe('the status select (SPEC §4 side effects)', () => {
  it('pending → interview sends the interview date as now, then reloads the lists', async () => {
    const fetchMock = fakeApi(applicant({ _id: 'p1', name: 'Asha Verma', status: 'pending' }));
    const { user } = await openTab();
    await user.selectOptions(statusOf('Asha Verma'), 'interview');

    await waitFor(() => expect(statusOf('Asha Verma')).toHaveValue('interview'));
    expect(bodiesTo(fetchMock, 'PUT /api/hr/applicants/p1')).toEqual([{ status: 'interview', interviewDate: NOW }]);
    expect(requestsTo(fetchMock, 'GET /api/hr/applicants')).toHaveLength(3);
    expect(statusOf('Asha Verma')).toHaveClass('hr-status--interview');
    expect(screen.getByRole('option', { name: 'Interview', selected: true })).toBeInTheDocument();
  });

  it('onboarded → active sets the joining date to now when none is set', async () => {
    const fetchMock = fakeApi(applicant({ _id: 'o1', name: 'Ravi', status: 'onboarded', doj: null }));
    const { user } = await openTab();
    await user.selectOptions(statusOf('Ravi'), 'active');
    await waitFor(() => expect(bodiesTo(fetchMock, 'PUT /api/hr/applicants/o1')).toEqual([{ status: 'active', doj: NOW }]));
  });

  it('onboarded → active keeps a joining date that is already set', async () => {
    const fetchMock = fakeApi(applicant({ _id: 'o2', name: 'Meena', status: 'onboarded', doj: '2025-05-01T00:00:00.000Z' }));
    const { user } = await openTab();
    await user.selectOptions(statusOf('Meena'), 'active');
    await waitFor(() => expect(bodiesTo(fetchMock, 'PUT /api/hr/applicants/o2')).toEqual([{ status: 'active' }]));
  });

  it('any → inactive sets the leaving date to now', async () => {
    const fetchMock = fakeApi(applicant({ _id: 'v1', type: 'volunteer', name: 'Kabir', status: 'active' }));
    const { user } = await openTab('volunteers');
    await user.selectOptions(statusOf('Kabir'), 'inactive');
    await waitFor(() => expect(bodiesTo(fetchMock, 'PUT /api/hr/applicants/v1')).toEqual([{ status: 'inactive', dol: NOW }]));
  });

  it('any other change just sets the status', async () => {
    const fetchMock = fakeApi(applicant({ _id: 'i1', type: 'intern', name: 'Neha', status: 'pending' }));
    const { user } = await openTab('interns');
    await user.selectOptions(statusOf('Neha'), 'active');
    await waitFor(() => expect(bodiesTo(fetchMock, 'PUT /api/hr/applicants/i1')).toEqual([{ status: 'active' }]));
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/hr/applicants')).toHaveLength(3));
  });

  it('shows the saved status as soon as the save succeeds, even when the reload after it fails', async () => {
    const fetchMock = apiGoneAfterSave(applicant({ _id: 'p3', name: 'Lata', status: 'pending' }));
    const { user } = await openTab();
    await user.selectOptions(statusOf('Lata'), 'interview');

    expect(await screen.findByText('Error fetching data. Please try again later.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET /api/hr/applicants')).toHaveLength(3);
    expect(statusOf('Lata')).toHaveValue('interview');
    expect(statusOf('Lata')).toBeEnabled();
  });

  it("shows 'Error updating applicant status' when the save fails and keeps the old status", async () => {
    const fetchMock = fakeApi(applicant({ _id: 'p2', name: 'Asha', status: 'pending' }), {
      status: 500,
      body: { statusCode: 500, message: 'Internal server error' },
    });
    const { user } = await openTab();
    await user.selectOptions(statusOf('Asha'), 'interview');
    expect(await screen.findByText('Error updating applicant status')).toBeInTheDocument();
    expect(statusOf('Asha')).toHaveValue('pending');
    expect(statusOf('Asha')).toBeEnabled();
    expect(requestsTo(fetchMock, 'GET /api/hr/applicants')).toHaveLength(2);
  });
});

describe('rejecting', () => {
  it('opens the Reject dialog and sends nothing until a reason is confirmed', async () => {
    const fetchMock = fakeApi(applicant({ _id: 'r1', name: 'Dev', status: 'interview' }));
    const { user } = await openTab();
    await user.selectOptions(statusOf('Dev'), 'rejected');

    const dialog = screen.getByRole('dialog', { name: 'Reject Dev' });
    const confirm = within(dialog).getByRole('button', { name: 'Reject' });
    expect(confirm).toBeDisabled();
    expect(statusOf('Dev')).toHaveValue('interview');

    // Only spaces: the reason is still missing.
    await user.type(within(dialog).getByLabelText('Reason for rejection'), '   ');
    await user.click(confirm);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Reason required');
    expect(requestsTo(fetchMock, 'PUT /api/hr/applicants/r1')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Reason for rejection'));
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason for rejection'), '  Not available on weekdays  ');
    await user.click(confirm);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesTo(fetchMock, 'PUT /api/hr/applicants/r1')).toEqual([
      { status: 'rejected', rejectionReason: 'Not available on weekdays', remarks: [{ text: 'Not available on weekdays' }] },
    ]);
    // Reloaded: a rejected applicant leaves the Ongoing list.
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Status of Dev' })).toBeNull());
    expect(requestsTo(fetchMock, 'GET /api/hr/applicants')).toHaveLength(3);
  });

  it('Cancel leaves the applicant as they were', async () => {
    const fetchMock = fakeApi(applicant({ _id: 'r2', name: 'Isha', status: 'pending' }));
    const { user } = await openTab();
    await user.selectOptions(statusOf('Isha'), 'rejected');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(statusOf('Isha')).toHaveValue('pending');
    expect(requestsTo(fetchMock, 'PUT /api/hr/applicants/r2')).toHaveLength(0);
  });

  it("shows 'Failed to reject' in the dialog when the save fails", async () => {
    fakeApi(applicant({ _id: 'r3', name: 'Om', status: 'pending' }), { status: 503, body: { statusCode: 503, message: 'Down' } });
    const { user } = await openTab();
    await user.selectOptions(statusOf('Om'), 'rejected');
    const dialog = screen.getByRole('dialog', { name: 'Reject Om' });
    await user.type(within(dialog).getByLabelText('Reason for rejection'), 'Duplicate application');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to reject');
    expect(screen.getByRole('dialog', { name: 'Reject Om' })).toBeInTheDocument();
  });
});

describe('onboarding', () => {
  it("interview → onboarded asks for position, team and joining date ('All required fields must be filled.')", async () => {
    const fetchMock = fakeApi(
      applicant({ _id: 'b1', name: 'Sana', status: 'interview', interviewDate: '2025-06-02T11:00:00.000Z' }),
    );
    const { user } = await openTab();
    await user.selectOptions(statusOf('Sana'), 'onboarded');
    const dialog = screen.getByRole('dialog', { name: 'Onboard Sana' });
    expect(within(dialog).getByLabelText('Interview Date')).toHaveValue('2025-06-02');

    await user.type(within(dialog).getByLabelText('Assigned Position'), '   ');
    await user.type(within(dialog).getByLabelText('Assigned Team'), 'Teaching');
    await user.click(within(dialog).getByRole('button', { name: 'Onboard' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('All required fields must be filled.');
    expect(requestsTo(fetchMock, 'PUT /api/hr/applicants/b1')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Assigned Position'), ' Class teacher ');
    await user.click(within(dialog).getByRole('button', { name: 'Onboard' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('All required fields must be filled.');

    await user.type(within(dialog).getByLabelText('Joining Date'), '2025-06-15');
    await user.click(within(dialog).getByRole('button', { name: 'Onboard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesTo(fetchMock, 'PUT /api/hr/applicants/b1')).toEqual([
      {
        status: 'onboarded',
        assignedPosition: 'Class teacher',
        assignedTeam: 'Teaching',
        interviewDate: '2025-06-02T11:00:00.000Z',
        doj: '2025-06-15T00:00:00.000Z',
        dol: null,
      },
    ]);
    await waitFor(() => expect(statusOf('Sana')).toHaveValue('onboarded'));
  });

  /** Chooses onboarded for `name` and fills and confirms the onboard dialog; returns the dialog. */
  async function onboardThroughDialog(user: Awaited<ReturnType<typeof openTab>>['user'], name: string) {
    await user.selectOptions(statusOf(name), 'onboarded');
    const dialog = screen.getByRole('dialog', { name: `Onboard ${name}` });
    await user.type(within(dialog).getByLabelText('Assigned Position'), 'Coordinator');
    await user.type(within(dialog).getByLabelText('Assigned Team'), 'Events');
    await user.type(within(dialog).getByLabelText('Joining Date'), '2025-07-01');
    await user.click(within(dialog).getByRole('button', { name: 'Onboard' }));
    return dialog;
  }

  it('shows onboarded as soon as the dialog saves, even when the reload after it fails', async () => {
    apiGoneAfterSave(applicant({ _id: 'b3', name: 'Uma', status: 'interview' }));
    const { user } = await openTab();
    await onboardThroughDialog(user, 'Uma');

    expect(await screen.findByText('Error fetching data. Please try again later.')).toBeInTheDocument();
    expect(statusOf('Uma')).toHaveValue('onboarded');
  });

  it("shows 'Failed to onboard.' when the save fails", async () => {
    fakeApi(applicant({ _id: 'b2', name: 'Tara', status: 'interview' }), { status: 500, body: {} });
    const { user } = await openTab();
    const dialog = await onboardThroughDialog(user, 'Tara');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to onboard.');
  });
});

describe('an applicant under 18 (guardian consent)', () => {
  it("is held at Pending until HR records the guardian's consent, which the details then show", async () => {
    let stored = applicant({
      _id: 'm1',
      name: 'Pooja Rani',
      status: 'pending',
      under18: true,
      guardian: { name: 'Kamla Devi', relation: 'grandparent', phone: '9812345678' },
      guardianConsent: null,
    });
    const fetchMock = mockApi({
      ...dashboardRoutes(),
      'GET /api/hr/applicants': applicantPages(() => [stored]),
      'PUT /api/hr/applicants/m1/guardian-consent': (init) => {
        const sent = JSON.parse(String(init.body)) as Record<string, string>;
        stored = {
          ...stored,
          guardianConsent: {
            guardianName: sent.guardianName,
            relation: sent.guardianRelation as 'grandparent',
            phone: sent.guardianPhone,
            method: 'in-person',
            idDocumentSeen: 'ration-card',
            hasSignedForm: false,
            // The photo line of issue 45: HR's form does not ask it, so it stays no.
            photoConsent: false,
            consentDate: sent.consentDate,
            language: 'hi',
            recordedBy: 'hr@society.local',
            recordedAt: NOW,
          },
        };
        return { body: stored };
      },
    });
    const { user } = await openTab();
    expect(screen.getByRole('row', { name: /Pooja Rani/ })).toHaveTextContent('Under 18: guardian consent needed');

    await user.selectOptions(statusOf('Pooja Rani'), 'interview');
    expect(await screen.findByText(/This applicant is under 18/)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT /api/hr/applicants/m1')).toHaveLength(0);
    const dialog = screen.getByRole('dialog', { name: 'Guardian consent for Pooja Rani' });
    // Started from the guardian the applicant named on the form.
    expect(within(dialog).getByLabelText(/^Guardian's name/)).toHaveValue('Kamla Devi');
    await user.selectOptions(within(dialog).getByLabelText(/^How the guardian was verified/), 'In person, identity document seen');
    await user.selectOptions(within(dialog).getByLabelText(/^Identity document seen/), 'Ration card');
    await user.click(within(dialog).getByRole('button', { name: 'Record Consent' }));

    const details = await screen.findByRole('dialog', { name: 'Details of Pooja Rani' });
    expect(within(details).getByText(/In person, identity document seen: Ration card/)).toBeInTheDocument();
    expect(bodiesTo(fetchMock, 'PUT /api/hr/applicants/m1/guardian-consent')).toEqual([
      { guardianName: 'Kamla Devi', guardianRelation: 'grandparent', guardianPhone: '9812345678', consentMethod: 'in-person', idDocumentSeen: 'ration-card', consentDate: '2025-06-10' },
    ]);
    await waitFor(() => expect(screen.getByRole('row', { name: /Pooja Rani/ })).not.toHaveTextContent('guardian consent needed'));
  });
});
