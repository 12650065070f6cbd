import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DASHBOARD_PATH_BY_ROLE, LIMITS, MESSAGES, VOLUNTEER_MESSAGES, isDashboardRole } from '@society/contracts';
import { Button, isApiError, useSession } from '@society/web-kit';
import { setPassword } from '../api/set-password';

/** The invite link's token, from '#token=…' (a fragment never reaches a server or its logs). */
function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

/**
 * Where an invite mail's link lands: the volunteer chooses a password (the link works once, for 72 hours)
 * and is signed in to their dashboard.
 */
export function SetPasswordPage() {
  const navigate = useNavigate();
  const storeSession = useSession((state) => state.login);
  // null until read in the browser (this page is drawn there; the server never sees the fragment).
  const [token, setToken] = useState<string | null>(null);
  const [password, setPasswordValue] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setToken(tokenFromHash(window.location.hash));
    // The token leaves the address bar (and the browser's history) once read.
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !token) return;
    if (password.length < LIMITS.passwordMin) {
      setError(`Please choose a password of at least ${LIMITS.passwordMin} characters.`);
      return;
    }
    if (password !== confirm) {
      setError('The two passwords are not the same.');
      return;
    }
    setError('');
    setBusy(true);
    try {
      const { token: session, ...user } = await setPassword({ token, password });
      storeSession(user, session);
      navigate(isDashboardRole(user.role) ? DASHBOARD_PATH_BY_ROLE[user.role] : '/', { replace: true });
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : MESSAGES.genericError);
      setBusy(false);
    }
  }

  const missing = token === '';
  return (
    <div className="sh-login">
      <section className="sh-login__card" aria-labelledby="set-password-title">
        <h1 id="set-password-title" className="sh-login__title">
          Choose your password
        </h1>
        <p className="sh-login__intro">For your volunteer account. You will sign in with your email and this password.</p>
        {missing ? (
          <p className="sh-login__error" role="alert">
            {VOLUNTEER_MESSAGES.linkInvalid}
          </p>
        ) : null}
        {error ? (
          <p className="sh-login__error" role="alert">
            {error}
          </p>
        ) : null}
        {missing ? (
          <p>
            <Link to="/login">Go to the login page</Link>
          </p>
        ) : (
          <form className="sh-login__form" onSubmit={onSubmit}>
            <div className="wk-field">
              <label htmlFor="new-password">New password</label>
              <input
                id="new-password"
                name="password"
                type="password"
                autoComplete="new-password"
                required
                minLength={LIMITS.passwordMin}
                maxLength={LIMITS.passwordMax}
                aria-describedby="new-password-hint"
                value={password}
                onChange={(event) => setPasswordValue(event.target.value)}
              />
              <span id="new-password-hint" className="wk-field__hint">
                At least {LIMITS.passwordMin} characters.
              </span>
            </div>
            <div className="wk-field">
              <label htmlFor="confirm-password">Repeat the password</label>
              <input
                id="confirm-password"
                name="confirm"
                type="password"
                autoComplete="new-password"
                required
                value={confirm}
                onChange={(event) => setConfirm(event.target.value)}
              />
            </div>
            <Button type="submit" size="lg" className="sh-login__submit" disabled={busy || token === null} aria-busy={busy}>
              {busy ? 'Saving...' : 'Set password and sign in'}
            </Button>
          </form>
        )}
      </section>
    </div>
  );
}
