import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VOLUNTEER_MESSAGES } from '@society/contracts';
import { useSession } from '@society/web-kit';
import { mockFetch } from '@society/web-kit/src/testing/mock-fetch';
import { renderAt } from '../../../testing/render-at';
import { SetPasswordPage } from './set-password-page';

function openLink(hash: string) {
  window.history.replaceState(null, '', `/set-password${hash}`);
  const view = renderAt(<SetPasswordPage />, { path: '/set-password' });
  return { ...view, user: userEvent.setup() };
}

beforeEach(() => useSession.getState().clear());

describe('set-password page (the invite link)', () => {
  it('sets the password with the token of the link, signs the volunteer in and takes them to their dashboard', async () => {
    const fetchMock = mockFetch(() => ({ body: { _id: 'v1', email: 'asha@example.org', role: 'volunteer', token: 'jwt-v' } }));
    const { user, router } = openLink('#token=abc_DEF-123');
    // The token leaves the address bar once read.
    await waitFor(() => expect(window.location.hash).toBe(''));
    await user.type(screen.getByLabelText('New password'), 'my-new-password');
    await user.type(screen.getByLabelText('Repeat the password'), 'my-new-password');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/volunteer-dashboard'));
    expect(useSession.getState().user).toEqual({ _id: 'v1', email: 'asha@example.org', role: 'volunteer' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/auth/set-password');
    expect(JSON.parse(init.body)).toEqual({ token: 'abc_DEF-123', password: 'my-new-password' });
  });

  it('checks the two passwords match and are long enough before sending anything', async () => {
    const fetchMock = mockFetch(() => ({ body: {} }));
    const { user } = openLink('#token=abc');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Repeat the password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('at least 8 characters');
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The two passwords are not the same.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's words for a used or expired link", async () => {
    mockFetch(() => ({ status: 410, body: { statusCode: 410, message: VOLUNTEER_MESSAGES.linkInvalid } }));
    const { user } = openLink('#token=used');
    await user.type(screen.getByLabelText('New password'), 'my-new-password');
    await user.type(screen.getByLabelText('Repeat the password'), 'my-new-password');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(VOLUNTEER_MESSAGES.linkInvalid);
    expect(useSession.getState().user).toBeNull();
  });

  it('says the link is not usable when it carries no token', async () => {
    openLink('');
    expect(await screen.findByRole('alert')).toHaveTextContent(VOLUNTEER_MESSAGES.linkInvalid);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
