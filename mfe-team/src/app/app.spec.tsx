import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useSession } from '@society/web-kit';
import { fakeApi } from '../testing/fake-api';
import { renderTeam } from '../testing/render-team';
import { studentPages } from '../testing/students';
import { TeamApp } from './app';

describe('Team Dashboard remote', () => {
  it("shows 'Team Dashboard', a Logout button and the Students section to the team role", async () => {
    fakeApi({ 'GET /api/team/students': studentPages([]) });
    renderTeam();
    expect(screen.getByRole('heading', { level: 1, name: 'Team Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Students' })).toBeInTheDocument();
    expect(await screen.findByText('No students yet. Use Add Student to record the first child.')).toBeInTheDocument();
  });

  it('checks the role itself and sends anyone else to /login, without loading students', () => {
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
});
