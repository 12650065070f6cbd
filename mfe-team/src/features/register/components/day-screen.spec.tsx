import { screen, within } from '@testing-library/react';
import type { AttendanceRecord, RegisterChild, RegisterDayView } from '@society/contracts';
import { fakeApi } from '../../../testing/fake-api';
import { holdRecords, keepSnapshot, queued, resetOffline } from '../../../testing/fake-offline';
import { aBatch, aRegisterChild, aSnapshot } from '../../../testing/register';
import { fixNow, renderTeam } from '../../../testing/render-team';

jest.mock('../../../offline', () => jest.requireActual('../../../testing/fake-offline'));

const TODAY = '2026-12-02';
const batch = aBatch({ id: 'b1', name: 'Evening batch' });

function unsavedDay(day = TODAY): RegisterDayView {
  return { batchId: 'b1', day, kind: null, editable: true, marks: {}, savedBy: null, savedAt: null };
}

/** The phone holds the batch with these children; the server has the day unsaved (or as given). */
function openDay(children: RegisterChild[], { day = TODAY, saved = unsavedDay(day) }: { day?: string; saved?: RegisterDayView } = {}) {
  keepSnapshot(aSnapshot([{ batch, children }]));
  fakeApi({ [`GET /api/team/register/batches/b1/days/${day}`]: { body: saved } });
  return renderTeam(`/member-dashboard/register/b1/${day}`);
}

/** A child's row on the register. */
const rowOf = (name: string) => screen.getByText(name).closest('li') as HTMLElement;
const lastRecord = () => queued.at(-1) as AttendanceRecord;

beforeEach(() => {
  resetOffline();
  fixNow('2026-12-02T05:00:00.000Z'); // 10:30 in India, a Wednesday
});
afterEach(() => jest.useRealTimers());

describe('a batch’s day on the register', () => {
  it('takes thirty children’s attendance in at most 35 taps, each child marked one by one, and saves it with queueRecords', async () => {
    const children = Array.from({ length: 30 }, (_, n) => aRegisterChild({ studentId: `k${n}`, name: `Kid ${n}` }));
    const { user } = openDay(children);
    let taps = 0;
    const tap = async (element: HTMLElement) => {
      taps += 1;
      await user.click(element);
    };
    await screen.findByRole('heading', { name: 'Register of Evening batch' });
    expect(screen.getByText('Not marked yet: 30')).toBeInTheDocument();
    // None marked at first.
    expect(screen.queryAllByRole('button', { name: 'Present', pressed: true })).toEqual([]);

    for (const [n] of children.entries()) {
      const row = within(rowOf(`Kid ${n}`));
      if (n === 3 || n === 17) await tap(row.getByRole('button', { name: 'Absent' }));
      else if (n === 5 || n === 9) {
        await tap(row.getByRole('button', { name: 'More' }));
        await tap(row.getByRole('button', { name: n === 5 ? 'Late' : 'Excused' }));
      } else await tap(row.getByRole('button', { name: 'Present' }));
    }
    expect(screen.getByText('Everyone is marked')).toBeInTheDocument();
    await tap(screen.getByRole('button', { name: 'Save' }));

    expect(taps).toBeLessThanOrEqual(35);
    expect(await screen.findByText('Sent')).toBeInTheDocument();
    expect(queued).toHaveLength(1);
    const record = lastRecord();
    expect(record).toMatchObject({ kind: 'attendance', batchId: 'b1', day: TODAY, dayKind: 'held', recordedAt: '2026-12-02T05:00:00.000Z' });
    expect(record.id).toMatch(/^record-/);
    expect(Object.keys(record.marks)).toHaveLength(30);
    expect([record.marks.k3, record.marks.k17, record.marks.k5, record.marks.k9, record.marks.k0]).toEqual(['absent', 'absent', 'late', 'excused', 'present']);
  });

  it("marks two absent and the rest present with 'Mark the rest present': four taps and Save", async () => {
    const children = Array.from({ length: 30 }, (_, n) => aRegisterChild({ studentId: `k${n}`, name: `Kid ${n}` }));
    const { user } = openDay(children);
    await screen.findByText('Kid 0');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(rowOf('Kid 4')).getByRole('button', { name: 'Absent' }));
    await user.click(within(rowOf('Kid 20')).getByRole('button', { name: 'Absent' }));
    await user.click(screen.getByRole('button', { name: 'Mark the rest present' }));
    expect(within(rowOf('Kid 0')).getByRole('button', { name: 'Present' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(rowOf('Kid 4')).getByRole('button', { name: 'Absent' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Sent');
    const marks = Object.values(lastRecord().marks);
    expect(marks.filter((mark) => mark === 'present')).toHaveLength(28);
    expect(marks.filter((mark) => mark === 'absent')).toHaveLength(2);
  });

  it('shows a child without a guardian’s consent greyed, not markable, and leaves them out of the marks', async () => {
    const { user } = openDay([aRegisterChild({ studentId: 'a', name: 'Asha' }), aRegisterChild({ studentId: 'n', name: 'Neha', hasConsent: false })]);
    await screen.findByText('Asha');
    const neha = within(rowOf('Neha'));
    expect(neha.getByText('Guardian consent needed')).toBeInTheDocument();
    expect(neha.queryAllByRole('button')).toEqual([]);
    expect(screen.getByText('Not marked yet: 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark the rest present' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Sent');
    expect(lastRecord().marks).toEqual({ a: 'present' });
  });

  it('flags a child absent 5 class days in a row, with the guardian’s phone as a tap-to-call link', async () => {
    openDay([aRegisterChild({ name: 'Ravi', flagged: true, guardianPhone: '98765 43210' }), aRegisterChild({ name: 'Asha' })]);
    await screen.findByText('Ravi');
    const ravi = within(rowOf('Ravi'));
    expect(ravi.getByText('Absent 5 class days in a row')).toBeInTheDocument();
    expect(ravi.getByRole('link', { name: 'Call guardian: 98765 43210' })).toHaveAttribute('href', 'tel:9876543210');
    expect(within(rowOf('Asha')).queryByRole('link', { name: /Call guardian/ })).toBeNull();
  });

  it('saves a holiday for the batch with no marks, so no child counts absent', async () => {
    const { user } = openDay([aRegisterChild({ name: 'Asha' })]);
    await screen.findByText('Asha');
    await user.click(screen.getByRole('radio', { name: 'Holiday' }));
    expect(screen.getByText('No attendance is taken on this day, and no child is counted absent.')).toBeInTheDocument();
    expect(screen.queryByText('Asha')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Sent');
    expect(lastRecord()).toMatchObject({ dayKind: 'holiday', marks: {} });
  });

  it("says 'Saved on this phone' at once while the record waits for the network", async () => {
    holdRecords();
    const { user } = openDay([aRegisterChild({ name: 'Asha' })]);
    await screen.findByText('Asha');
    await user.click(screen.getByRole('button', { name: 'Present' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved on this phone. It is sent when the network is back.')).toBeInTheDocument();
    expect(screen.getByText('Records waiting to be sent: 1')).toBeInTheDocument();
  });

  it('opens a past day with its saved marks, and keeps a day more than 7 days ago read-only for the admin to correct', async () => {
    const children = [aRegisterChild({ studentId: 'a', name: 'Asha' })];
    const saved: RegisterDayView = { ...unsavedDay('2026-11-20'), kind: 'held', editable: false, marks: { a: 'absent' }, savedBy: 'team-1', savedAt: '2026-11-20T12:00:00.000Z' };
    openDay(children, { day: '2026-11-20', saved });
    await screen.findByText('Asha');
    expect(screen.getByText('This day is more than 7 days ago, so only the admin can correct it.')).toBeInTheDocument();
    expect(within(rowOf('Asha')).getByRole('button', { name: 'Absent' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(rowOf('Asha')).getByRole('button', { name: 'Present' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByLabelText('Day')).toHaveValue('2026-11-20');
  });

  it('groups the children by their latest reading level, lowest first, the unassessed last', async () => {
    const { user } = openDay([
      aRegisterChild({ name: 'Asha', latest: { readingHindi: 'story' } }),
      aRegisterChild({ name: 'Bunty', latest: { readingHindi: 'letter' } }),
      aRegisterChild({ name: 'Chhavi' }),
      aRegisterChild({ name: 'Deepak', latest: { readingHindi: 'letter' } }),
    ]);
    await screen.findByText('Asha');
    await user.selectOptions(screen.getByLabelText('Group by'), 'Reading (Hindi)');
    const groups = screen.getAllByRole('region').filter((region) => region.classList.contains('team-level-group'));
    expect(groups.map((group) => within(group).getByRole('heading').textContent)).toEqual(['Letter (2)', 'Story (1)', 'Not assessed yet (1)']);
    expect(within(groups[0]).getAllByRole('link').map((link) => link.textContent)).toEqual(['Bunty', 'Deepak']);
  });

  it('still takes the day with no network: the marks saved before cannot be read, the children come from the phone', async () => {
    keepSnapshot(aSnapshot([{ batch, children: [aRegisterChild({ name: 'Asha' })] }]));
    holdRecords();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = renderTeam(`/member-dashboard/register/b1/${TODAY}`);
    expect(await screen.findByText(/No network: the marks already saved for this day cannot be read now/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Present' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved on this phone. It is sent when the network is back.')).toBeInTheDocument();
  });
});

describe('a batch’s day in Hindi (/hi/member-dashboard)', () => {
  it('shows the register, the marks, the flag and the save in Hindi', async () => {
    keepSnapshot(aSnapshot([{ batch, children: [aRegisterChild({ studentId: 'asha', name: 'आशा', flagged: true, guardianPhone: '98765 43210' }), aRegisterChild({ name: 'नेहा', hasConsent: false })] }]));
    fakeApi({ [`GET /api/team/register/batches/b1/days/${TODAY}`]: { body: unsavedDay() } });
    const { user } = renderTeam(`/hi/member-dashboard/register/b1/${TODAY}`);
    expect(await screen.findByRole('heading', { name: 'Evening batch का रजिस्टर' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'टीम डैशबोर्ड' })).toBeInTheDocument();
    expect(screen.getByText(/2 दिसंबर 2026/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'छुट्टी' })).toBeInTheDocument();
    expect(within(rowOf('नेहा')).getByText('अभिभावक की सहमति ज़रूरी है')).toBeInTheDocument();
    const asha = within(rowOf('आशा'));
    expect(asha.getByText('लगातार 5 क्लास से ग़ैरहाज़िर')).toBeInTheDocument();
    expect(asha.getByRole('link', { name: 'अभिभावक को फ़ोन करें: 98765 43210' })).toHaveAttribute('href', 'tel:9876543210');
    expect(asha.getByRole('link', { name: 'आशा' })).toHaveAttribute('href', '/hi/member-dashboard/children/asha');
    await user.click(asha.getByRole('button', { name: 'ग़ैरहाज़िर' }));
    await user.click(screen.getByRole('button', { name: 'सेव करें' }));
    expect(await screen.findByText('भेज दिया गया')).toBeInTheDocument();
    expect(screen.getByText('सारे रिकॉर्ड भेज दिए गए')).toBeInTheDocument();
  });
});
