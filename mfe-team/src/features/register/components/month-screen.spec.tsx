import { screen, within } from '@testing-library/react';
import type { BatchMonthView } from '@society/contracts';
import { fakeApi } from '../../../testing/fake-api';
import { keepSnapshot, resetOffline, setSyncStatus } from '../../../testing/fake-offline';
import { aSnapshot } from '../../../testing/register';
import { renderTeam } from '../../../testing/render-team';

jest.mock('../../../offline', () => jest.requireActual('../../../testing/fake-offline'));

const month: BatchMonthView = {
  batchId: 'b1',
  month: '2026-11',
  days: [
    { day: '2026-11-27', kind: 'held' },
    { day: '2026-11-28', kind: 'holiday' },
    { day: '2026-11-30', kind: 'held' },
  ],
  children: [{ studentId: 'asha', name: 'Asha', marks: { '2026-11-27': 'present', '2026-11-30': 'absent' }, present: 1, held: 2 }],
};

beforeEach(() => {
  resetOffline();
  keepSnapshot(aSnapshot([]));
});

describe("a batch's month", () => {
  it("shows each child's marks day by day, a holiday as no class, and present of class days", async () => {
    fakeApi({ 'GET /api/team/register/batches/b1/months/2026-11': { body: month } });
    renderTeam('/member-dashboard/register/b1/month/2026-11');
    const row = await screen.findByRole('row', { name: /Asha/ });
    expect(Array.from(row.children).map((cell) => cell.textContent)).toEqual(['Asha', '1 / 2', 'P', '–', 'A']);
    expect(within(screen.getAllByRole('row')[0]).getByRole('link', { name: '30' })).toHaveAttribute('href', '/member-dashboard/register/b1/2026-11-30');
    expect(screen.getByRole('link', { name: '← Back to the register' })).toHaveAttribute('href', '/member-dashboard/register/b1/2026-11-01');
  });

  it('says it needs the network when offline', async () => {
    setSyncStatus({ online: false });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    renderTeam('/member-dashboard/register/b1/month/2026-11');
    expect(await screen.findByText('This needs the network: it shows again once you are online.')).toBeInTheDocument();
  });
});
