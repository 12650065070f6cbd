import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useSession } from '@society/web-kit';
import { fakeApi } from '../testing/fake-api';
import { keepSnapshot, resetOffline } from '../testing/fake-offline';
import { aBatch, aSnapshot } from '../testing/register';
import { renderTeam } from '../testing/render-team';
import { studentPages } from '../testing/students';
import { TeamApp } from './app';

jest.mock('../offline', () => jest.requireActual('../testing/fake-offline'));

beforeEach(() => resetOffline());

describe('Team Dashboard remote', () => {
  it("shows 'Team Dashboard', a Logout button, the sync banner and the tabs, Today first", async () => {
    keepSnapshot(aSnapshot([]));
    renderTeam();
    expect(screen.getByRole('heading', { level: 1, name: 'Team Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Register records on this phone' })).toHaveTextContent('All records sent');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Today', 'Batches', 'Students', 'Follow-up', 'Outcomes', 'Sessions', 'Child safety']);
    expect(screen.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(/You teach no batch yet/)).toBeInTheDocument();
  });

  it('opens the Students tab on its own path, with the roster', async () => {
    keepSnapshot(aSnapshot([{ batch: aBatch(), children: [] }]));
    fakeApi({ 'GET /api/team/students': studentPages([]) });
    const { user } = renderTeam();
    await user.click(screen.getByRole('tab', { name: 'Students' }));
    expect(screen.getByRole('tab', { name: 'Students' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Students' })).toBeInTheDocument();
    expect(await screen.findByText('No students yet. Use Add Student to record the first child.')).toBeInTheDocument();
  });

  it('checks the role itself and sends anyone else to /login, without loading anything', () => {
    const fetchMock = fakeApi({});
    useSession.getState().login({ _id: '2', email: 'hr@example.org', role: 'hr' }, 'jwt');
    render(
      <MemoryRouter initialEntries={['/member-dashboard']}>
        <Routes>
          <Route path="/member-dashboard/*" element={<TeamApp />} />
          <Route path="/login" element={<p>at /login</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('at /login')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps its paths in Hindi: an unknown one goes back to the Hindi dashboard', async () => {
    keepSnapshot(aSnapshot([]));
    renderTeam('/hi/member-dashboard/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'टीम डैशबोर्ड' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'आज' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(/अभी आप कोई बैच नहीं पढ़ाते/)).toBeInTheDocument();
  });
});
