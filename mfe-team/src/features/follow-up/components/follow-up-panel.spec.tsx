import { screen, within } from '@testing-library/react';
import type { FollowUpView } from '@society/contracts';
import { fakeApi } from '../../../testing/fake-api';
import { keepSnapshot, queued, resetOffline, setSyncStatus } from '../../../testing/fake-offline';
import { aSnapshot } from '../../../testing/register';
import { fixNow, renderTeam } from '../../../testing/render-team';

jest.mock('../../../offline', () => jest.requireActual('../../../testing/fake-offline'));

const ravi: FollowUpView = { studentId: 'ravi', name: 'Ravi', batchId: 'b1', batchName: 'Evening batch', absentSince: '2026-11-24', absentDays: 6, guardianPhone: '+91 98765 43210' };

beforeEach(() => {
  resetOffline();
  keepSnapshot(aSnapshot([]));
  fixNow('2026-12-02T05:00:00.000Z');
});
afterEach(() => jest.useRealTimers());

describe('Follow-up', () => {
  it("lists the children who stopped coming with the guardian's phone, and records a home visit on the phone", async () => {
    fakeApi({ 'GET /api/team/register/follow-ups': { body: [ravi] } });
    const { user } = renderTeam('/member-dashboard/follow-up');
    const item = (await screen.findByText('Ravi')).closest('li') as HTMLElement;
    expect(item).toHaveTextContent('Absent since 24 November 2026: 6 class days');
    expect(within(item).getByRole('link', { name: 'Call guardian: +91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    await user.click(within(item).getByRole('button', { name: 'Record home visit' }));
    const dialog = screen.getByRole('dialog', { name: 'Home visit: Ravi' });
    await user.click(within(dialog).getByRole('button', { name: 'Save visit' }));
    expect(within(dialog).getByText('Please give the date and what happened.')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('What happened'), 'Met the guardian');
    await user.type(within(dialog).getByLabelText('Note'), 'Will come from Monday');
    await user.click(within(dialog).getByRole('button', { name: 'Save visit' }));
    expect(await screen.findByText('Home visit saved')).toBeInTheDocument();
    expect(queued).toEqual([expect.objectContaining({ kind: 'home-visit', studentId: 'ravi', day: '2026-12-02', outcome: 'met-guardian', note: 'Will come from Monday' })]);
    expect(screen.getByText('No child needs a home visit now.')).toBeInTheDocument();
  });

  it('says it needs the network when offline', async () => {
    setSyncStatus({ online: false });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    renderTeam('/member-dashboard/follow-up');
    expect(await screen.findByText('This needs the network: it shows again once you are online.')).toBeInTheDocument();
  });
});
