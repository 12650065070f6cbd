import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useSession } from '@society/web-kit';
import { TeamApp } from './app';

function renderApp() {
  render(
    <MemoryRouter initialEntries={['/member-dashboard']}>
      <Routes>
        <Route path="/member-dashboard/*" element={<TeamApp />} />
        <Route path="/login" element={<p>at /login</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => useSession.getState().clear());

describe('Team Dashboard remote', () => {
  it("shows 'Team Dashboard' and a Logout button to the team role", () => {
    useSession.getState().login({ _id: '1', email: 'team@example.org', role: 'team' }, 'jwt');
    renderApp();
    expect(screen.getByRole('heading', { level: 1, name: 'Team Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('checks the role itself and sends anyone else to /login', () => {
    useSession.getState().login({ _id: '2', email: 'hr@example.org', role: 'hr' }, 'jwt');
    renderApp();
    expect(screen.getByText('at /login')).toBeInTheDocument();
  });
});
