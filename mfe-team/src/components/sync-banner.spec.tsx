import { act, screen } from '@testing-library/react';
import type { RegisterRecord } from '@society/contracts';
import { keepSnapshot, resetOffline, setSyncStatus } from '../testing/fake-offline';
import { aSnapshot } from '../testing/register';
import { renderTeam } from '../testing/render-team';

jest.mock('../offline', () => jest.requireActual('../testing/fake-offline'));

const record = (id: string): RegisterRecord => ({ kind: 'home-visit', id, recordedAt: '2026-12-01T10:00:00.000Z', studentId: 's1', day: '2026-12-01', outcome: 'met-guardian', note: '' });
const banner = () => screen.getByRole('region', { name: 'Register records on this phone' });

beforeEach(() => {
  resetOffline();
  keepSnapshot(aSnapshot([]));
});

describe('the sync banner on every register screen', () => {
  it('says how many records wait and when the phone last synced, in India time', async () => {
    setSyncStatus({ waiting: [record('r1'), record('r2'), record('r3')], lastSyncedAt: '2026-12-02T09:00:00.000Z' });
    renderTeam();
    expect(banner()).toHaveTextContent('Records waiting to be sent: 3');
    expect(banner()).toHaveTextContent('Last synced 2 December 2026, 2:30 pm');
    expect(await screen.findByText(/You teach no batch yet/)).toBeInTheDocument();
  });

  it('says plainly when there is no network, and asks to log in again to send the records of an expired session', async () => {
    renderTeam();
    await screen.findByText(/You teach no batch yet/);
    expect(banner()).toHaveTextContent('Not synced yet');
    act(() => setSyncStatus({ online: false, needsSignIn: true, waiting: [record('r1'), record('r2')] }));
    expect(banner()).toHaveTextContent('No network: what you record is kept on this phone and sent when the network is back.');
    expect(banner()).toHaveTextContent('Log in again to send 2 records');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('speaks Hindi on the Hindi dashboard', async () => {
    setSyncStatus({ waiting: [record('r1')], lastSyncedAt: '2026-12-02T09:00:00.000Z', online: false });
    renderTeam('/hi/member-dashboard');
    expect(await screen.findByText('भेजे जाने बाकी रिकॉर्ड: 1')).toBeInTheDocument();
    expect(screen.getByText('आख़िरी बार सिंक: 2 दिसंबर 2026, दोपहर 2:30 बजे')).toBeInTheDocument();
    expect(screen.getByText(/नेटवर्क नहीं है/)).toBeInTheDocument();
  });
});
