import { screen, waitFor, within } from '@testing-library/react';
import type { ConcernDetail, PolicyVersionView } from '@society/contracts';
import { jsonOf, mockApi, requestsTo } from '../../../testing/api-mock';
import { dashboardRoutes, renderAdmin } from '../../../testing/render-admin';

const bodiesTo = (mock: jest.Mock, key: string) => requestsTo(mock, key).map(jsonOf);

const person = { userId: 'u-team', name: 'Kavita Sharma', role: 'team' };
const concern: ConcernDetail = {
  _id: 'c1',
  childName: 'Pinky',
  happenedOn: '2026-11-30',
  status: 'assessed',
  raisedAt: '2026-11-30T04:30:00.000Z',
  raisedBy: person,
  dueAt: '2026-12-01T04:30:00.000Z',
  overdue: true,
  reportedAt: null,
  what: 'Bruises on her arms, twice this week.',
  happenedAt: '09:30',
  who: 'Her uncle, who brings her',
  studentId: null,
  where: 'Centre gate',
  steps: [
    { step: 'raised', note: '', by: person, at: '2026-11-30T04:30:00.000Z', reportedTo: null, reportedOn: null, reference: null },
    { step: 'assessed', note: 'Spoke to the child with her teacher present.', by: { userId: 'a', name: 'Admin', role: 'admin' }, at: '2026-11-30T06:00:00.000Z', reportedTo: null, reportedOn: null, reference: null },
  ],
};
const policy: PolicyVersionView = { version: 2, textEn: 'No adult is alone with a child.', textHi: 'कोई भी बड़ा बच्चे के साथ अकेला नहीं रहेगा।', publishedAt: '2026-11-01T05:00:00.000Z', publishedBy: null, current: true, acknowledgements: 12 };

function routes(extra = {}) {
  return {
    ...dashboardRoutes(),
    'GET /api/safeguarding/concerns': { body: { items: [concern], total: 1, page: 1, pageSize: 25 } },
    'GET /api/safeguarding/concerns/c1': { body: concern },
    'GET /api/admin/safeguarding/lead': { body: { lead: null } },
    'GET /api/admin/safeguarding/policies': { body: [policy] },
    ...extra,
  };
}

describe("the admin's Safeguarding tab", () => {
  it('lists concerns with their deadline marked overdue, and records the report to the SJPU as the next step', async () => {
    const api = mockApi(
      routes({
        'POST /api/safeguarding/concerns/c1/steps': (init: RequestInit) => ({
          status: 201,
          body: { ...concern, status: 'reported', overdue: false, reportedAt: '2026-12-01T06:00:00.000Z', steps: [...concern.steps, { ...JSON.parse(String(init.body)), by: person, at: '2026-12-01T06:00:00.000Z' }] },
        }),
      }),
    );
    const { user } = renderAdmin({ tab: 'safeguarding' });
    const table = await screen.findByRole('table', { name: 'Concerns' });
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByText('Report overdue')).toBeInTheDocument();
    expect(within(row).getByText('Assessed')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Pinky' }));
    expect(await screen.findByRole('heading', { name: 'Concern about Pinky' })).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Steps' });
    expect(within(steps).getAllByRole('listitem').map((item) => item.querySelector('.adm-sg__step-name')?.textContent)).toEqual(['Raised', 'Assessed']);

    const form = screen.getByRole('form', { name: 'Next step: Reported' });
    await user.click(within(form).getByRole('button', { name: 'Record the report to the police' }));
    expect(within(form).getByText('Please fill in every field marked with a star.')).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('Reported to'), 'sjpu');
    await user.clear(within(form).getByLabelText('Reported on'));
    await user.type(within(form).getByLabelText('Reported on'), '2026-12-01');
    await user.type(within(form).getByLabelText('Reference (FIR or diary number)'), 'GD 114/2026');
    await user.type(within(form).getByLabelText('Note'), 'Reported in person at the SJPU.');
    await user.click(within(form).getByRole('button', { name: 'Record the report to the police' }));
    expect(await screen.findByRole('form', { name: 'Next step: Closed' })).toBeInTheDocument();
    expect(bodiesTo(api, 'POST /api/safeguarding/concerns/c1/steps')).toEqual([
      { step: 'reported', note: 'Reported in person at the SJPU.', reportedTo: 'sjpu', reportedOn: '2026-12-01', reference: 'GD 114/2026' },
    ]);
    expect(within(screen.getByRole('list', { name: 'Steps' })).getByText(/Special Juvenile Police Unit \(SJPU\) on .*reference GD 114\/2026/)).toBeInTheDocument();
  });

  it('publishes a new policy version in both languages after warning that everyone acknowledges again', async () => {
    const api = mockApi(routes({ 'POST /api/admin/safeguarding/policies': { status: 201, body: { ...policy, version: 3 } } }));
    const { user } = renderAdmin({ tab: 'safeguarding' });
    expect(await screen.findByText('Version 2')).toBeInTheDocument();
    expect(screen.getByText('acknowledged by 12 people', { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish a new version' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish version 3 of the policy' });
    expect(within(dialog).getByRole('note')).toHaveTextContent('every team member and every volunteer must acknowledge it again');
    // It starts from the version in force.
    expect(within(dialog).getByLabelText('Policy in English')).toHaveValue(policy.textEn);
    await user.clear(within(dialog).getByLabelText('Policy in Hindi (हिंदी)'));
    await user.click(within(dialog).getByRole('button', { name: 'Publish version 3' }));
    expect(within(dialog).getByText('Give the policy in both English and Hindi.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Policy in Hindi (हिंदी)'), 'नई नीति');
    await user.click(within(dialog).getByRole('button', { name: 'Publish version 3' }));
    expect(await screen.findByText('Version 3 of the policy published')).toBeInTheDocument();
    expect(bodiesTo(api, 'POST /api/admin/safeguarding/policies')).toEqual([{ textEn: policy.textEn, textHi: 'नई नीति' }]);
  });

  it('names a staff user as the safeguarding lead, never a volunteer', async () => {
    const staff = [
      { _id: 'u-hr', email: 'meera@society.local', role: 'hr', name: 'Meera' },
      { _id: 'u-vol', email: 'vol@example.org', role: 'volunteer' },
    ];
    const api = mockApi(
      routes({
        'GET /api/admin/users': { body: { items: staff, total: 2, page: 1, pageSize: 50 } },
        'PUT /api/admin/safeguarding/lead': { body: { lead: { userId: 'u-hr', name: 'Meera', email: 'meera@society.local', role: 'hr' } } },
      }),
    );
    const { user } = renderAdmin({ tab: 'safeguarding' });
    expect(await screen.findByText('No safeguarding lead named.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Name a lead' }));
    const select = screen.getByLabelText('Person to name');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    expect(within(select).queryByText(/vol@example.org/)).toBeNull();
    await user.selectOptions(select, 'u-hr');
    await user.click(screen.getByRole('button', { name: 'Make lead' }));
    expect(await screen.findByText('Meera · meera@society.local (hr)')).toBeInTheDocument();
    expect(bodiesTo(api, 'PUT /api/admin/safeguarding/lead')).toEqual([{ userId: 'u-hr' }]);
  });
});
