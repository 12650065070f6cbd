import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useSession } from '@society/web-kit';
import { AdminApp } from './app';

function renderApp() {
  render(
    <MemoryRouter initialEntries={['/admin-dashboard']}>
      <Routes>
        <Route path="/admin-dashboard/*" element={<AdminApp />} />
        <Route path="/login" element={<p>at /login</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => useSession.getState().clear());

describe('Admin Dashboard remote', () => {
  it("shows 'Admin Dashboard' and a Logout button to the admin role", () => {
    useSession.getState().login({ _id: '1', email: 'admin@example.org', role: 'admin' }, 'jwt');
    renderApp();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('checks the role itself and sends anyone else to /login', () => {
    useSession.getState().login({ _id: '2', email: 'team@example.org', role: 'team' }, 'jwt');
    renderApp();
    expect(screen.getByText('at /login')).toBeInTheDocument();
  });
});
