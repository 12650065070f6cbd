import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { loadRemoteApp } from './load-remote-app';
import { getRemoteFallbackModule } from './remote-fallback';
import { RemoteRoute } from './remote-route';
import type { RemoteAppModule } from './load-remote-app';

jest.mock('./load-remote-app', () => ({ loadRemoteApp: jest.fn() }));
const load = jest.mocked(loadRemoteApp);

const remoteApp: RemoteAppModule = { default: () => <h1>Remote page</h1> };

function renderRemote() {
  render(
    <MemoryRouter>
      <RemoteRoute name="mfe_public" />
    </MemoryRouter>,
  );
}

/** A remote whose page at /broken fails as `error` when rendered; every other path works. */
function remoteFailingAt(error: Error): RemoteAppModule {
  return {
    default: function PublicApp() {
      const { pathname } = useLocation();
      if (pathname === '/broken') throw error;
      return <h1>Page at {pathname}</h1>;
    },
  };
}

/** Webpack's error when a page's file cannot be downloaded. */
function chunkLoadError(): Error {
  const error = new Error('Loading chunk 512 failed.\n(error: /remotes/public/512.js)');
  error.name = 'ChunkLoadError';
  return error;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

describe('remote route', () => {
  it('shows the remote once it has loaded', async () => {
    load.mockResolvedValue(remoteApp);
    renderRemote();
    expect(await screen.findByRole('heading', { name: 'Remote page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mfe_public');
  });

  it('shows a friendly page with Try again when the remote cannot be loaded, and retries', async () => {
    load.mockRejectedValueOnce(new Error('ScriptNetworkError: remoteEntry.js 404')).mockResolvedValueOnce(remoteApp);
    renderRemote();
    expect(await screen.findByRole('heading', { name: 'This part of the site could not be loaded' })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Remote page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('the module the runtime plugin hands back offers the same retry', async () => {
    // What errorLoadRemote returns when the remote entry fails: loadRemote resolves with it.
    load.mockResolvedValueOnce(getRemoteFallbackModule() as RemoteAppModule).mockResolvedValueOnce(remoteApp);
    renderRemote();
    expect(await screen.findByRole('heading', { name: 'This part of the site could not be loaded' })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Remote page' })).toBeInTheDocument();
  });

  it('shows pages again after moving on from a page that failed', async () => {
    load.mockResolvedValue(remoteFailingAt(new Error('page bug')));
    const router = createMemoryRouter([{ path: '*', element: <RemoteRoute name="mfe_public" /> }], { initialEntries: ['/broken'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'This part of the site could not be loaded' })).toBeInTheDocument();

    await act(() => router.navigate('/about'));
    expect(await screen.findByRole('heading', { name: 'Page at /about' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This part of the site could not be loaded' })).toBeNull();
  });

  it("reloads the whole page on 'Try again' when a page's file could not be downloaded", async () => {
    // A redeployed remote has removed the old file: only a fresh page load gets the new one.
    const realLocation = window.location;
    const reload = jest.fn();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...realLocation, reload } });
    try {
      load.mockResolvedValue(remoteFailingAt(chunkLoadError()));
      render(
        <MemoryRouter initialEntries={['/broken']}>
          <RemoteRoute name="mfe_public" />
        </MemoryRouter>,
      );
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
    }
  });

  it('catches a remote that fails while rendering', async () => {
    load.mockResolvedValue({
      default: () => {
        throw new Error('remote bug');
      },
    });
    renderRemote();
    expect(await screen.findByRole('heading', { name: 'This part of the site could not be loaded' })).toBeInTheDocument();
  });
});
