import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Certificate, CertificatePerson } from '@society/contracts';
import { useSession } from '@society/web-kit';
import { bodiesTo, mockApi, requestsTo } from '../../../testing/api-mock';
import { HR_USER } from '../../../testing/render-hr';
import { IssueDialog } from './issue-dialog';

const sunita: CertificatePerson = { _id: 'a-sunita', name: 'Sunita Devi', email: 'sunita@example.org', type: 'volunteer', assignedPosition: 'Teaching assistant', doj: '2026-01-05T00:00:00.000Z', dol: '2026-04-04T00:00:00.000Z', language: 'hi' };
const ravi: CertificatePerson = { _id: 'a-ravi', name: 'Ravi Kumar', email: 'ravi@example.org', type: 'intern', assignedPosition: 'Content writer', doj: '2026-01-05T00:00:00.000Z', dol: '2026-04-04T00:00:00.000Z', language: 'en' };

function openDialog(approvedHours = 180) {
  useSession.getState().login(HR_USER, 'test-token');
  const api = mockApi({
    'GET /api/hr/hours/approved-total': { body: { hours: approvedHours } },
    'GET /api/hr/certificates/people': { body: { items: [ravi, sunita], total: 2, page: 1, pageSize: 20 } },
    'POST /api/hr/certificates': (init) => ({ status: 201, body: { ...JSON.parse(String(init.body)), _id: 'c1', code: '7KQ2-M9XD-4TRB' } as Certificate }),
  });
  const onIssued = jest.fn();
  const user = userEvent.setup();
  render(<IssueDialog onClose={jest.fn()} onIssued={onIssued} />);
  return { api, onIssued, user, dialog: screen.getByRole('dialog', { name: 'Issue a certificate' }) };
}

describe('the issue dialog’s language', () => {
  it('offers English, Hindi or both, preselects the chosen person’s language and sends what HR leaves or picks', async () => {
    const { api, onIssued, user, dialog } = openDialog();
    const person = within(dialog).getByLabelText('Volunteer or intern');
    const language = within(dialog).getByLabelText('Language of the certificate');
    expect(within(language).getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'हिंदी (Hindi)', 'Both (English and Hindi)']);
    await waitFor(() => expect(within(person).getAllByRole('option')).toHaveLength(3));

    await user.selectOptions(person, 'a-sunita');
    expect(language).toHaveValue('hi');
    // Another person: their own language.
    await user.selectOptions(person, 'a-ravi');
    expect(language).toHaveValue('en');
    await user.selectOptions(person, 'a-sunita');
    expect(language).toHaveValue('hi');

    // The approved hours of the period fill the field.
    await waitFor(() => expect(within(dialog).getByLabelText('Hours')).toHaveValue(180));
    await user.type(within(dialog).getByLabelText('Signed by (name)'), 'Meera Sharma');
    await user.type(within(dialog).getByLabelText("Signatory's title"), 'Secretary');
    await user.click(within(dialog).getByRole('button', { name: 'Issue certificate' }));
    await waitFor(() => expect(onIssued).toHaveBeenCalledTimes(1));
    expect(bodiesTo(api, 'POST /api/hr/certificates')[0]).toMatchObject({ applicantId: 'a-sunita', type: 'volunteering', language: 'hi' });

    // HR's own choice goes as chosen.
    await user.selectOptions(language, 'both');
    await user.click(within(dialog).getByRole('button', { name: 'Issue certificate' }));
    await waitFor(() => expect(onIssued).toHaveBeenCalledTimes(2));
    expect(bodiesTo(api, 'POST /api/hr/certificates')[1]).toMatchObject({ applicantId: 'a-sunita', language: 'both' });
  });
});

describe('the issue dialog’s hours', () => {
  it('starts from the approved total of the person for the period, and asks a reason only when HR gives other hours', async () => {
    const { api, onIssued, user, dialog } = openDialog(42);
    const person = within(dialog).getByLabelText('Volunteer or intern');
    await waitFor(() => expect(within(person).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(person, 'a-sunita');
    const hours = within(dialog).getByLabelText('Hours');
    await waitFor(() => expect(hours).toHaveValue(42));
    expect(requestsTo(api, 'GET /api/hr/hours/approved-total').at(-1)).toBeDefined();
    expect(api.mock.calls.map(([url]) => String(url))).toContain('/api/hr/hours/approved-total?applicantId=a-sunita&from=2026-01-05&to=2026-04-04');
    expect(within(dialog).queryByLabelText('Why other hours than the approved ones')).toBeNull();

    await user.clear(hours);
    await user.type(hours, '50');
    await user.type(within(dialog).getByLabelText('Signed by (name)'), 'Meera Sharma');
    await user.type(within(dialog).getByLabelText("Signatory's title"), 'Secretary');
    await user.click(within(dialog).getByRole('button', { name: 'Issue certificate' }));
    expect(within(dialog).getByText('Give the reason for hours other than the 42 approved.')).toBeInTheDocument();
    expect(onIssued).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('Why other hours than the approved ones'), 'Eight hours of a camp were kept on paper.');
    await user.click(within(dialog).getByRole('button', { name: 'Issue certificate' }));
    await waitFor(() => expect(onIssued).toHaveBeenCalledTimes(1));
    expect(bodiesTo(api, 'POST /api/hr/certificates')[0]).toMatchObject({ hours: 50, hoursReason: 'Eight hours of a camp were kept on paper.' });
  });
});
