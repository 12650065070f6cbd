import { screen, within } from '@testing-library/react';
import type { AssessmentRecord, ChildProgressView } from '@society/contracts';
import { fakeApi } from '../../../testing/fake-api';
import { keepSnapshot, queued, resetOffline, setSyncStatus } from '../../../testing/fake-offline';
import { aBatch, aRegisterChild, aSnapshot } from '../../../testing/register';
import { fixNow, renderTeam } from '../../../testing/render-team';

jest.mock('../../../offline', () => jest.requireActual('../../../testing/fake-offline'));

const progress: ChildProgressView = {
  studentId: 'asha',
  name: 'Asha',
  hasConsent: true,
  enrolments: [{ batchId: 'b1', batchName: 'Evening batch', centreName: 'Topkhana Basti centre', from: '2026-04-10', to: null }],
  assessments: [
    { academicYear: '2026-27', round: 'baseline', assessedOn: '2026-07-10', readingHindi: 'letter', readingEnglish: null, arithmetic: 'number-1-9' },
    { academicYear: '2026-27', round: 'midline', assessedOn: '2026-11-20', readingHindi: 'paragraph', readingEnglish: null, arithmetic: 'subtraction' },
  ],
  attendance: [{ month: '2026-11', present: 18, late: 1, absent: 2, excused: 1, held: 22 }],
  homeVisits: [{ id: 'v1', day: '2026-10-05', outcome: 'will-return', note: 'Was ill for a week', visitedBy: 'team-1' }],
  flagged: false,
  guardianPhone: null,
};

function openChild(path = '/member-dashboard/children/asha') {
  keepSnapshot(aSnapshot([{ batch: aBatch({ id: 'b1', name: 'Evening batch' }), children: [aRegisterChild({ studentId: 'asha', name: 'Asha' })] }]));
  const fetchMock = fakeApi({ 'GET /api/team/register/children/asha': { body: progress } });
  return { fetchMock, ...renderTeam(path) };
}

beforeEach(() => {
  resetOffline();
  fixNow('2026-12-02T05:00:00.000Z');
});
afterEach(() => jest.useRealTimers());

describe("a child's page", () => {
  it('records both subjects of the running round in two taps, each saved through queueRecords', async () => {
    const { user } = openChild();
    expect(await screen.findByRole('heading', { level: 2, name: 'Asha' })).toBeInTheDocument();
    // The round is preselected from its dates: midline runs 15 November to 15 December.
    expect(screen.getByLabelText('Round')).toHaveValue('midline');
    await user.click(within(screen.getByRole('group', { name: 'Reading (Hindi)' })).getByRole('button', { name: 'Story' }));
    await user.click(within(screen.getByRole('group', { name: 'Arithmetic' })).getByRole('button', { name: 'Division' }));
    expect(queued as AssessmentRecord[]).toEqual([
      expect.objectContaining({ kind: 'assessment', studentId: 'asha', academicYear: '2026-27', round: 'midline', assessedOn: '2026-12-02', readingHindi: 'story' }),
      expect.objectContaining({ kind: 'assessment', studentId: 'asha', round: 'midline', arithmetic: 'division' }),
    ]);
    expect(queued[0]).not.toHaveProperty('arithmetic');
    expect(screen.getByText('Saved: Arithmetic, Division')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Division' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("shows the running round's levels as recorded, and a tap changes one", async () => {
    const { user } = openChild();
    const reading = within(await screen.findByRole('group', { name: 'Reading (Hindi)' }));
    await screen.findByRole('region', { name: 'Levels round by round' });
    expect(reading.getByRole('button', { name: 'Paragraph' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByRole('group', { name: 'Arithmetic' })).getByRole('button', { name: 'Subtraction' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(reading.getByRole('button', { name: 'Story' }));
    expect(reading.getByRole('button', { name: 'Story' })).toHaveAttribute('aria-pressed', 'true');
    expect(reading.getByRole('button', { name: 'Paragraph' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows levels round by round, attendance month by month and the home visits', async () => {
    openChild();
    const levels = await screen.findByRole('region', { name: 'Levels round by round' });
    const rows = within(levels).getAllByRole('row').slice(1);
    expect(rows.map((row) => Array.from(row.children).map((cell) => cell.textContent))).toEqual([
      ['Baseline 2026-2710 July 2026', 'Letter', 'Numbers 1–9'],
      ['Midline 2026-2720 November 2026', 'Paragraph', 'Subtraction'],
    ]);
    const months = screen.getByRole('region', { name: 'Attendance month by month' });
    expect(within(months).getAllByRole('row')[1]).toHaveTextContent('November 20261812122');
    expect(screen.getByText(/Will come back/)).toBeInTheDocument();
    expect(screen.getByText('Batch: Evening batch, Topkhana Basti centre')).toBeInTheDocument();
  });

  it('downloads the progress card of the term', async () => {
    const { user, fetchMock } = openChild();
    await screen.findByRole('region', { name: 'Levels round by round' });
    await user.click(screen.getByRole('button', { name: 'Download progress card' }));
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/team/register/children/asha/progress-card?academicYear=2026-27&term=term2');
  });

  it('says the history needs the network when offline, and still records levels', async () => {
    setSyncStatus({ online: false });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    keepSnapshot(aSnapshot([{ batch: aBatch({ id: 'b1' }), children: [aRegisterChild({ studentId: 'asha', name: 'Asha' })] }]));
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = renderTeam('/member-dashboard/children/asha');
    expect(await screen.findByText('This needs the network: it shows again once you are online.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download progress card' })).toBeNull();
    await user.click(within(screen.getByRole('group', { name: 'Reading (Hindi)' })).getByRole('button', { name: 'Word' }));
    expect(queued).toHaveLength(1);
  });

  it('names the levels as ASER’s Hindi tools do', async () => {
    openChild('/hi/member-dashboard/children/asha');
    const reading = await screen.findByRole('group', { name: 'पढ़ना (हिंदी)' });
    expect(within(reading).getAllByRole('button').map((button) => button.textContent)).toEqual(['आरंभिक', 'अक्षर', 'शब्द', 'अनुच्छेद', 'कहानी']);
    const arithmetic = screen.getByRole('group', { name: 'गणित' });
    expect(within(arithmetic).getAllByRole('button').map((button) => button.textContent)).toEqual(['आरंभिक', 'अंक पहचान 1–9', 'संख्या पहचान 10–99', 'घटाव', 'भाग']);
  });
});
