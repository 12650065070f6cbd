import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useSession } from '@society/web-kit';
import { mockFetch } from '@society/web-kit/src/testing/mock-fetch';
import { loadRemoteApp, type RemoteAppModule } from '../features/federation/load-remote-app';
import { routes } from './routes';

jest.mock('../features/federation/load-remote-app', () => ({ loadRemoteApp: jest.fn() }));
const load = jest.mocked(loadRemoteApp);

function renderSite(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  useSession.getState().clear();
  mockFetch((url) => ({ body: url.endsWith('increment-visitor') ? { count: 7 } : [] }));
  load.mockImplementation(async (name): Promise<RemoteAppModule> => ({ default: () => <h1>{name} app</h1> }));
});

describe('shell routes', () => {
  it('renders every other path through the public remote, inside the layout', async () => {
    renderSite('/campaigns/nayiudaan');
    expect(await screen.findByRole('heading', { name: 'mfe_public app' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Total Visitors');
    expect(load).toHaveBeenCalledWith('mfe_public');
  });

  it('serves its own login page', async () => {
    renderSite('/login');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it.each([
    ['/admin-dashboard', 'mfe_admin'],
    ['/hr-dashboard', 'mfe_hr'],
    ['/member-dashboard', 'mfe_team'],
    ['/volunteer-dashboard', 'mfe_volunteer'],
  ])('sends a visitor from %s to /login without requesting %s', async (path) => {
    const router = renderSite(path);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads only the remote of the signed-in role', async () => {
    useSession.getState().login({ _id: 'h1', email: 'hr@example.org', role: 'hr' }, 'jwt');
    renderSite('/hr-dashboard/applicants');
    expect(await screen.findByRole('heading', { name: 'mfe_hr app' })).toBeInTheDocument();
    expect(load.mock.calls).toEqual([['mfe_hr']]);
  });

  it('loads the volunteer remote, and only it, for a volunteer', async () => {
    useSession.getState().login({ _id: 'v1', email: 'asha@example.org', role: 'volunteer' }, 'jwt');
    renderSite('/volunteer-dashboard');
    expect(await screen.findByRole('heading', { name: 'mfe_volunteer app' })).toBeInTheDocument();
    expect(load.mock.calls).toEqual([['mfe_volunteer']]);
  });

  it('loads the team remote under /hi for a teacher', async () => {
    useSession.getState().login({ _id: 't1', email: 'team@example.org', role: 'team' }, 'jwt');
    const router = renderSite('/hi/member-dashboard');
    await waitFor(() => expect(load.mock.calls).toEqual([['mfe_team']]));
    expect(router.state.location.pathname).toBe('/hi/member-dashboard');
  });

  it('sends a visitor from /hi/member-dashboard to the Hindi login without requesting the team remote', async () => {
    const router = renderSite('/hi/member-dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/hi/login'));
    expect(load).not.toHaveBeenCalled();
  });

  it('serves the set-password page of an invite itself, without a remote', async () => {
    renderSite('/set-password');
    expect(await screen.findByRole('heading', { name: 'Choose your password' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it("refuses another role's dashboard", async () => {
    useSession.getState().login({ _id: 't1', email: 'team@example.org', role: 'team' }, 'jwt');
    const router = renderSite('/admin-dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(load).not.toHaveBeenCalled();
  });

  it("shows 'Unexpected Application Error!' with the message when a page breaks", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // A remote's own error is caught by its boundary; a broken shell page reaches the layout's.
    const broken = [{ element: routes[0].element, children: [{ path: 'x', element: <Broken /> }, { path: '*', element: <p>a working page</p> }] }];
    const router = createMemoryRouter(broken, { initialEntries: ['/x'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('page exploded')).toBeInTheDocument();
    // The layout stays, and leaving the broken path shows pages again.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await act(() => router.navigate('/gallery'));
    expect(screen.getByText('a working page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).not.toBeInTheDocument();
  });
});

function Broken(): never {
  throw new Error('page exploded');
}

describe('layout', () => {
  it('scrolls to the top on every path change, but not when the first page is drawn', async () => {
    jest.mocked(window.scrollTo).mockClear();
    const router = renderSite('/');
    await screen.findByRole('heading', { name: 'mfe_public app' });
    // A visitor who began scrolling the server-drawn page is not sent back up when it hydrates.
    expect(window.scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/gallery'));
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
  });

  it('offers a skip link to the main content', async () => {
    renderSite('/');
    expect(await screen.findByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });
});
