import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useSession } from '@society/web-kit';
import { HrApp } from './app';

function renderApp() {
  render(
    <MemoryRouter initialEntries={['/hr-dashboard']}>
      <Routes>
        <Route path="/hr-dashboard/*" element={<HrApp />} />
        <Route path="/login" element={<p>at /login</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => useSession.getState().clear());

describe('HR Dashboard remote', () => {
  it("shows 'HR Dashboard' and a Logout button to the hr role", () => {
    useSession.getState().login({ _id: '1', email: 'hr@example.org', role: 'hr' }, 'jwt');
    renderApp();
    expect(screen.getByRole('heading', { level: 1, name: 'HR Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('checks the role itself and sends anyone else to /login', () => {
    useSession.getState().login({ _id: '2', email: 'admin@example.org', role: 'admin' }, 'jwt');
    renderApp();
    expect(screen.getByText('at /login')).toBeInTheDocument();
  });
});
