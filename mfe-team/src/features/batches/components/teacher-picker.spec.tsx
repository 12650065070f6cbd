import { screen, within } from '@testing-library/react';
import type { CentreView } from '@society/contracts';
import { bodiesSentTo, fakeApi } from '../../../testing/fake-api';
import { keepSnapshot, resetOffline } from '../../../testing/fake-offline';
import { aBatch, aSnapshot } from '../../../testing/register';
import { fixNow, renderTeam } from '../../../testing/render-team';

jest.mock('../../../offline', () => jest.requireActual('../../../testing/fake-offline'));

const centre: CentreView = { id: 'c1', name: 'Topkhana Basti centre', area: 'Topkhana Basti', address: 'Near the community hall', mapUrl: '', active: true };
const teachers = [
  { id: 'team-2', name: 'Asha Devi' },
  { id: 'team-1', name: 'Team Member' },
  { id: 'team-3', name: 'Ravi Kumar' },
];

beforeEach(() => {
  resetOffline();
  keepSnapshot(aSnapshot([]));
  fixNow('2026-12-02T05:00:00.000Z');
});
afterEach(() => jest.useRealTimers());

describe('Batches: who teaches a batch', () => {
  it('lists every team member; a batch changes hands, and a teacher who left the team can be taken off', async () => {
    const batch = aBatch({ id: 'b1', name: 'Evening batch', teacherIds: ['team-1', 'gone-1'], teacherNames: ['Team Member', 'Meena (left)'] });
    const fetchMock = fakeApi({
      'GET /api/team/register/centres': { body: [centre] },
      'GET /api/team/register/batches': { body: [batch] },
      'GET /api/team/register/teachers': { body: teachers },
      'PUT /api/team/register/batches/b1': { body: batch },
    });
    const { user } = renderTeam('/member-dashboard/batches');
    await user.click(await screen.findByRole('button', { name: 'Edit Evening batch' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit batch' });
    const picker = within(dialog).getByRole('group', { name: 'Teachers' });
    expect(within(picker).getAllByRole('checkbox').map((box) => `${box.closest('label')?.textContent} ${(box as HTMLInputElement).checked ? 'on' : 'off'}`)).toEqual([
      'Asha Devi off',
      'Team Member (you) on',
      'Ravi Kumar off',
      'Meena (left) on',
    ]);
    await user.click(within(picker).getByRole('checkbox', { name: 'Team Member (you)' }));
    await user.click(within(picker).getByRole('checkbox', { name: 'Meena (left)' }));
    await user.click(within(picker).getByRole('checkbox', { name: 'Ravi Kumar' }));
    await user.click(within(picker).getByRole('checkbox', { name: 'Asha Devi' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save batch' }));
    expect(await screen.findByText('Batch saved')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PUT /api/team/register/batches/b1').map((body) => body.teacherIds)).toEqual([['team-2', 'team-3']]);
  });

  it('marks the signed-in member in Hindi', async () => {
    fakeApi({
      'GET /api/team/register/centres': { body: [centre] },
      'GET /api/team/register/batches': { body: [] },
      'GET /api/team/register/teachers': { body: teachers },
    });
    const { user } = renderTeam('/hi/member-dashboard/batches');
    await user.click(await screen.findByRole('button', { name: 'बैच जोड़ें' }));
    const picker = within(screen.getByRole('dialog')).getByRole('group', { name: 'शिक्षक' });
    expect(within(picker).getByRole('checkbox', { name: 'Team Member (आप)' })).toBeChecked();
    expect(within(picker).getByRole('checkbox', { name: 'Asha Devi' })).not.toBeChecked();
  });
});
