import { render, screen } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import { frameText } from '@society/contracts';
import { useSession } from '@society/web-kit';
import { RequireRole } from './require-role';
import { RouteErrorView } from './route-error';

describe('the error page', () => {
  it('in English', () => {
    render(
      <MemoryRouter initialEntries={['/about']}>
        <RouteErrorView error={new Error('boom')} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('boom')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('in Hindi on a Hindi page, back to the Hindi home page', async () => {
    await frameText.load('hi');
    render(
      <MemoryRouter initialEntries={['/hi/about']}>
        <RouteErrorView error={new Error('boom')} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'अनपेक्षित गड़बड़ी हो गई!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पेज पर वापस जाएँ' })).toHaveAttribute('href', '/hi');
  });
});

describe('RequireRole', () => {
  beforeEach(() => useSession.getState().clear());

  it.each([
    ['/volunteer-dashboard', '/login'],
    ['/hi/volunteer-dashboard', '/hi/login'],
  ])('sends a visitor from %s to %s', (from, to) => {
    render(
      <MemoryRouter initialEntries={[from]}>
        <Routes>
          <Route
            path={`${from}/*`}
            element={
              <RequireRole role="volunteer">
                <p>dashboard</p>
              </RequireRole>
            }
          />
          <Route path={to} element={<p>at {to}</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText(`at ${to}`)).toBeInTheDocument();
    expect(screen.queryByText('dashboard')).toBeNull();
  });

  it('leaves the page asked for to the login, to come back to after signing in', () => {
    const router = createMemoryRouter(
      [
        { path: '/volunteer-dashboard/*', element: <RequireRole role="volunteer">dashboard</RequireRole> },
        { path: '/login', element: <p>login</p> },
      ],
      { initialEntries: ['/volunteer-dashboard/check-in/s1?code=Ab12Cd34Ef'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByText('login')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/volunteer-dashboard/check-in/s1?code=Ab12Cd34Ef' });
  });
});
