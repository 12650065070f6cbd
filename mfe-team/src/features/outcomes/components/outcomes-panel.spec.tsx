import { screen, within } from '@testing-library/react';
import type { OutcomeFigures, OutcomesView } from '@society/contracts';
import { fakeApi } from '../../../testing/fake-api';
import { keepSnapshot, resetOffline, setSyncStatus } from '../../../testing/fake-offline';
import { aSnapshot } from '../../../testing/register';
import { fixNow, renderTeam } from '../../../testing/render-team';

jest.mock('../../../offline', () => jest.requireActual('../../../testing/fake-offline'));

// A cast: the year's attendancePercent is for the home page, not shown on this tab.
const figures = (fields: Partial<OutcomeFigures>) => ({ childrenEnrolled: 0, attendanceByMonth: [], roseALevelPercent: null, chronicAbsentees: 0, ...fields }) as OutcomeFigures;
const outcomes: OutcomesView = {
  academicYear: '2026-27',
  society: figures({ childrenEnrolled: 42, roseALevelPercent: 61.5, chronicAbsentees: 3, attendanceByMonth: [{ month: '2026-11', percent: 84 }] }),
  centres: [{ centreId: 'c1', name: 'Topkhana Basti centre', ...figures({ childrenEnrolled: 34, roseALevelPercent: 58, attendanceByMonth: [{ month: '2026-11', percent: 81 }] }) }],
  batches: [{ batchId: 'b1', centreId: 'c1', name: 'Evening batch', ...figures({ childrenEnrolled: 8, roseALevelPercent: null, chronicAbsentees: 1 }) }],
};

beforeEach(() => {
  resetOffline();
  keepSnapshot(aSnapshot([]));
  fixNow('2026-12-02T05:00:00.000Z');
});
afterEach(() => jest.useRealTimers());

describe('Outcomes', () => {
  it("shows each centre's and batch's figures, 'Too few children' where one is withheld, and downloads the CSV", async () => {
    const fetchMock = fakeApi({ 'GET /api/team/register/outcomes': { body: outcomes } });
    const { user } = renderTeam('/member-dashboard/outcomes');
    const centres = await screen.findByRole('region', { name: 'By centre' });
    expect(within(centres).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['All centres4262%3', 'Topkhana Basti centre3458%0']);
    expect(within(screen.getByRole('region', { name: 'By batch' })).getByRole('row', { name: /Evening batch/ })).toHaveTextContent('Evening batch8Too few children1');
    expect(within(screen.getByRole('region', { name: 'Attendance by month' })).getByRole('row', { name: /All centres/ })).toHaveTextContent('84%');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/team/register/outcomes?academicYear=2026-27');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/team/register/outcomes.csv?academicYear=2026-27');
  });

  it('says it needs the network when offline instead of failing', async () => {
    setSyncStatus({ online: false });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    renderTeam('/member-dashboard/outcomes');
    expect(await screen.findByText('This needs the network: it shows again once you are online.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
