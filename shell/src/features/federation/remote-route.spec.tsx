import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
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
