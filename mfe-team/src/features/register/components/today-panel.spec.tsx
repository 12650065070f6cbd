import { screen, within } from '@testing-library/react';
import { keepSnapshot, resetOffline } from '../../../testing/fake-offline';
import { aBatch, aRegisterChild, aSnapshot } from '../../../testing/register';
import { fixNow, renderTeam } from '../../../testing/render-team';

jest.mock('../../../offline', () => jest.requireActual('../../../testing/fake-offline'));

beforeEach(() => {
  resetOffline();
  fixNow('2026-12-02T05:00:00.000Z'); // a Wednesday in India
});
afterEach(() => jest.useRealTimers());

describe('Today', () => {
  it("lists the teacher's batches meeting today from the phone's snapshot, each opening today's register, the others after", async () => {
    keepSnapshot(
      aSnapshot([
        { batch: aBatch({ id: 'b1', name: 'Morning batch', days: ['mon', 'wed', 'fri'], startTime: '09:00', endTime: '11:00' }), children: [aRegisterChild(), aRegisterChild()] },
        { batch: aBatch({ id: 'b2', name: 'Weekend batch', days: ['sat', 'sun'] }), children: [aRegisterChild()] },
      ]),
    );
    renderTeam();
    expect(await screen.findByRole('heading', { level: 2, name: 'Today, 2 December 2026' })).toBeInTheDocument();
    const lists = screen.getAllByRole('list');
    const morning = within(lists[0]).getByRole('listitem');
    expect(morning).toHaveTextContent('Morning batch');
    expect(morning).toHaveTextContent('Topkhana Basti centre · 09:00–11:00');
    expect(morning).toHaveTextContent('Mon, Wed, Fri · Children: 2');
    expect(within(morning).getByRole('link', { name: 'Take attendance: Morning batch' })).toHaveAttribute('href', '/member-dashboard/register/b1/2026-12-02');
    expect(screen.getByRole('heading', { name: 'Your other batches' })).toBeInTheDocument();
    expect(within(lists[1]).getByRole('listitem')).toHaveTextContent('Weekend batch');
  });

  it('says so when none of the batches meets today', async () => {
    keepSnapshot(aSnapshot([{ batch: aBatch({ days: ['sat'] }), children: [] }]));
    renderTeam();
    expect(await screen.findByText('None of your batches meets today.')).toBeInTheDocument();
  });

  it('says it needs the network on a phone that never synced, offline', async () => {
    renderTeam();
    expect(await screen.findByText('This needs the network: it shows again once you are online.')).toBeInTheDocument();
  });
});
