import { screen, waitFor, within } from '@testing-library/react';
import type { Certificate, CertificatePerson, LeaveRequest } from '@society/contracts';
import { bodiesTo, mockApi, requestsTo } from '../testing/api-mock';
import { applicant } from '../testing/factories';
import { certificatePages, requestPages } from '../testing/list-pages';
import { dashboardRoutes, renderHr } from '../testing/render-hr';

const person = { applicantId: 'a-neha', name: 'Neha Gill', email: 'neha@example.org', type: 'volunteer' as const };

function leave(fields: Partial<LeaveRequest>): LeaveRequest {
  return { _id: 'l1', type: 'exams', from: '2026-12-01', to: '2026-12-03', reason: 'Semester exams', status: 'pending', hrReply: '', createdAt: '2026-11-20T09:00:00.000Z', decidedAt: null, person, ...fields };
}

describe('HR: the volunteer portal tabs', () => {
  it('Leave: pending requests come with Approve and Reject; a rejection needs a reply, which is sent', async () => {
    let list = [leave({ _id: 'l1' }), leave({ _id: 'l0', status: 'approved', hrReply: 'Fine', type: 'family' })];
    const api = mockApi({
      ...dashboardRoutes(),
      'GET /api/hr/leave-requests': requestPages(() => list),
      'POST /api/hr/leave-requests/l1/decision': (init) => {
        list = [{ ...list[0], status: 'rejected', hrReply: JSON.parse(String(init.body)).reply }, list[1]];
        return { body: list[0] };
      },
    });
    const { user } = renderHr({ tab: 'leave' });
    const cards = await screen.findAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('Neha Gill');
    expect(cards[0]).toHaveTextContent('Pending');
    expect(within(cards[1]).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.getByText('1 waiting for a decision.')).toBeInTheDocument();

    await user.click(within(cards[0]).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject the request' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please give a reply when rejecting.');
    await user.type(within(dialog).getByLabelText('Reply'), 'We need you at the camp.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesTo(api, 'POST /api/hr/leave-requests/l1/decision')).toEqual([{ decision: 'rejected', reply: 'We need you at the camp.' }]);
    expect(await screen.findByText('Reply: We need you at the camp.')).toBeInTheDocument();
  });

  it('Certificates: the issue form starts from the person’s record and sends what HR confirms; a valid one can be revoked with a reason', async () => {
    const issued: Certificate = {
      _id: 'c1', code: '7KQ2-M9XD-4TRB', applicantId: 'a-ravi', holderName: 'Ravi Kumar', type: 'internship', role: 'Content writer', from: '2026-01-05', to: '2026-04-04',
      hours: 180, description: '', signatoryName: 'Meera Sharma', signatoryTitle: 'Secretary', language: 'en', issuedAt: '2026-04-05T06:00:00.000Z', status: 'valid', revokedAt: null, revocationReason: '',
    };
    let certificates: Certificate[] = [];
    const ravi: CertificatePerson = { _id: 'a-ravi', name: 'Ravi Kumar', email: 'ravi@example.org', type: 'intern', assignedPosition: 'Content writer', doj: '2026-01-05T00:00:00.000Z', dol: null, language: 'en' };
    const asha: CertificatePerson = { _id: 'a-asha', name: 'Asha Verma', email: 'asha@example.org', type: 'volunteer', assignedPosition: '', doj: null, dol: null, language: 'hi' };
    const api = mockApi({
      ...dashboardRoutes(),
      // The server offers only people a certificate can be issued to, by name, 20 at a time.
      'GET /api/hr/certificates/people': (_init, url) => {
        const search = new URL(url, 'http://site').searchParams.get('search') ?? '';
        const items = [asha, ravi].filter((person) => person.name.toLowerCase().includes(search.toLowerCase()));
        return { body: { items, total: search ? items.length : 45, page: 1, pageSize: 20 } };
      },
      'GET /api/hr/certificates': certificatePages(() => certificates),
      'POST /api/hr/certificates': () => {
        certificates = [issued];
        return { status: 201, body: issued };
      },
      'POST /api/hr/certificates/c1/revoke': () => {
        certificates = [{ ...issued, status: 'revoked', revokedAt: '2026-05-01T06:00:00.000Z', revocationReason: 'Wrong dates' }];
        return { body: certificates[0] };
      },
    });
    const { user } = renderHr({ tab: 'certificates' });
    expect(await screen.findByText('No certificates issued yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Issue Certificate' }));
    const dialog = screen.getByRole('dialog', { name: 'Issue a certificate' });
    const personSelect = within(dialog).getByLabelText('Volunteer or intern');
    expect(await within(dialog).findByText('The first 2 of 45 by name: search to find others.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Find by name, email or phone'), 'ravi');
    await waitFor(() => expect(within(personSelect).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose...', 'Ravi Kumar (intern) · ravi@example.org']));
    expect(requestsTo(api, 'GET /api/hr/certificates/people?search=ravi&pageSize=20')).toHaveLength(1);
    await user.selectOptions(personSelect, 'a-ravi');
    // Searching on keeps the chosen person a choice.
    await user.clear(within(dialog).getByLabelText('Find by name, email or phone'));
    await user.type(within(dialog).getByLabelText('Find by name, email or phone'), 'nobody');
    expect(await within(dialog).findByText('No onboarded, active or former volunteer or intern matches "nobody".')).toBeInTheDocument();
    expect(personSelect).toHaveValue('a-ravi');
    expect(within(dialog).getByLabelText('Role or project')).toHaveValue('Content writer');
    expect(within(dialog).getByLabelText('From')).toHaveValue('2026-01-05');
    await user.type(within(dialog).getByLabelText('To'), '2026-04-04');
    await user.click(within(dialog).getByRole('button', { name: 'Issue certificate' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in every field marked with a star.');
    await user.type(within(dialog).getByLabelText('Hours'), '180');
    await user.type(within(dialog).getByLabelText('Signed by (name)'), 'Meera Sharma');
    await user.type(within(dialog).getByLabelText("Signatory's title"), 'Secretary');
    await user.click(within(dialog).getByRole('button', { name: 'Issue certificate' }));
    expect(await screen.findByText('7KQ2-M9XD-4TRB')).toBeInTheDocument();
    expect(bodiesTo(api, 'POST /api/hr/certificates')).toEqual([
      { applicantId: 'a-ravi', type: 'internship', role: 'Content writer', from: '2026-01-05', to: '2026-04-04', hours: 180, description: '', signatoryName: 'Meera Sharma', signatoryTitle: 'Secretary', language: 'en' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    const revoke = screen.getByRole('dialog', { name: 'Revoke certificate 7KQ2-M9XD-4TRB' });
    await user.type(within(revoke).getByLabelText('Reason'), 'Wrong dates');
    await user.click(within(revoke).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Revoked')).toBeInTheDocument();
    expect(bodiesTo(api, 'POST /api/hr/certificates/c1/revoke')).toEqual([{ reason: 'Wrong dates' }]);
  });

  it('Details: an onboarded person without an account is invited to the portal', async () => {
    let accounts: unknown[] = [];
    const api = mockApi({
      ...dashboardRoutes({ applicants: [applicant({ _id: 'a-asha', name: 'Asha Verma', status: 'onboarded' })] }),
      'GET /api/hr/volunteer-accounts': () => ({ body: accounts }),
      'POST /api/hr/applicants/a-asha/invite': () => {
        accounts = [{ applicantId: 'a-asha', email: 'asha@example.org', state: 'invited', invitedAt: '2026-11-20T09:00:00.000Z', inviteExpiresAt: '2099-11-23T09:00:00.000Z', disabledAt: null }];
        return { status: 201, body: accounts[0] };
      },
    });
    const { user } = renderHr();
    await user.click(await screen.findByRole('button', { name: 'View details of Asha Verma' }));
    const dialog = screen.getByRole('dialog', { name: 'Details of Asha Verma' });
    expect(await within(dialog).findByText('No account yet.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Invite to the portal' }));
    expect(await within(dialog).findByText(/waiting for the person to set a password/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/hr/applicants/a-asha/invite')).toHaveLength(1);
  });
});
