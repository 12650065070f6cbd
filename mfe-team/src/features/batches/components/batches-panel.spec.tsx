import { screen, waitFor, within } from '@testing-library/react';
import type { BatchView, CentreView } from '@society/contracts';
import { bodiesSentTo, fakeApi } from '../../../testing/fake-api';
import { keepSnapshot, resetOffline } from '../../../testing/fake-offline';
import { aBatch, aSnapshot } from '../../../testing/register';
import { fixNow, renderTeam } from '../../../testing/render-team';
import { aStudent, studentPages } from '../../../testing/students';

jest.mock('../../../offline', () => jest.requireActual('../../../testing/fake-offline'));

const centre: CentreView = { id: 'c1', name: 'Topkhana Basti centre', area: 'Topkhana Basti', address: 'Near the community hall', mapUrl: '', active: true };

beforeEach(() => {
  resetOffline();
  keepSnapshot(aSnapshot([]));
  fixNow('2026-12-02T05:00:00.000Z');
});
afterEach(() => jest.useRealTimers());

describe('Batches: centres and batches', () => {
  it('adds a centre, then a batch the teacher teaches, and lists them', async () => {
    const centres: CentreView[] = [];
    const batches: BatchView[] = [];
    const fetchMock = fakeApi({
      'GET /api/team/register/centres': () => ({ body: centres }),
      'GET /api/team/register/batches': () => ({ body: batches }),
      'GET /api/team/register/teachers': { body: [{ id: 'team-2', name: 'Asha Devi' }, { id: 'team-1', name: 'Team Member' }] },
      'POST /api/team/register/centres': (init) => {
        centres.push({ ...centre, ...(JSON.parse(String(init.body)) as Partial<CentreView>) });
        return { status: 201, body: centres[0] };
      },
      'POST /api/team/register/batches': (init) => {
        batches.push(aBatch({ id: 'b1', ...(JSON.parse(String(init.body)) as Partial<BatchView>) }));
        return { status: 201, body: batches[0] };
      },
    });
    const { user } = renderTeam('/member-dashboard/batches');
    expect(await screen.findByText('No learning centres yet. Add the first one.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add batch' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add centre' }));
    let dialog = screen.getByRole('dialog', { name: 'Add centre' });
    await user.click(within(dialog).getByRole('button', { name: 'Save centre' }));
    expect(within(dialog).getByText('Please give the name, the area and the address.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Topkhana Basti centre');
    await user.type(within(dialog).getByLabelText('Area'), 'Topkhana Basti');
    await user.type(within(dialog).getByLabelText('Address'), 'Near the community hall');
    await user.click(within(dialog).getByRole('button', { name: 'Save centre' }));
    expect(await screen.findByRole('heading', { name: 'Topkhana Basti centre' })).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/team/register/centres')).toEqual([{ name: 'Topkhana Basti centre', area: 'Topkhana Basti', address: 'Near the community hall', mapUrl: '' }]);

    await user.click(screen.getByRole('button', { name: 'Add batch' }));
    dialog = screen.getByRole('dialog', { name: 'Add batch' });
    await user.type(within(dialog).getByLabelText('Batch name'), 'Evening batch');
    await user.selectOptions(within(dialog).getByLabelText('Centre'), 'Topkhana Basti centre');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Wed' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Mon' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Team Member (you)' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Asha Devi' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Asha Devi' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save batch' }));
    expect(await screen.findByText('Batch saved')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/team/register/batches')).toEqual([
      { centreId: 'c1', name: 'Evening batch', days: ['mon', 'wed'], startTime: '16:00', endTime: '18:00', teacherIds: ['team-2', 'team-1'], academicYear: '2026-27', teachesEnglish: false },
    ]);
    expect(await screen.findByRole('heading', { name: 'Evening batch' })).toBeInTheDocument();
  });

  it('enrols children found on the roster in a batch', async () => {
    const fetchMock = fakeApi({
      'GET /api/team/register/centres': { body: [centre] },
      'GET /api/team/register/batches': { body: [aBatch({ id: 'b1', name: 'Evening batch' })] },
      'GET /api/team/register/teachers': { body: [] },
      'GET /api/team/students': studentPages([aStudent({ _id: 'asha', name: 'Asha' }), aStudent({ _id: 'bunty', name: 'Bunty' })]),
      'PUT /api/team/register/batches/b1/enrolments': { body: [] },
    });
    const { user } = renderTeam('/member-dashboard/batches');
    await user.click(await screen.findByRole('button', { name: 'Enrol children' }));
    const dialog = screen.getByRole('dialog', { name: 'Enrol children in Evening batch' });
    expect(within(dialog).getByRole('button', { name: 'Enrol' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Search children'), 'asha');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Asha' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enrol' }));
    await waitFor(() => expect(bodiesSentTo(fetchMock, 'PUT /api/team/register/batches/b1/enrolments')).toEqual([{ studentIds: ['asha'] }]));
    expect(await screen.findByText('Children enrolled')).toBeInTheDocument();
  });
});
