import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isDashboardRole, localizedPath, loginText, messagesText, type MESSAGES, type Translate } from '@society/contracts';
import { Button, isApiError, ReadyForm, revokeToken, useLocale, useSession, useText } from '@society/web-kit';
import { toast } from '@society/web-kit/staff';
import { login } from '../api/login';
import { returnPath } from '../return-path';

function loginErrorMessage(error: unknown, m: Translate<typeof MESSAGES>): string {
  if (isApiError(error) && error.status === 0) return m('networkError');
  // SPEC §8: the server's message (in the page's language: the request says which), else 'Invalid credentials'.
  return (isApiError(error) && error.serverMessage) || m('invalidCredentials');
}

/** Staff login (SPEC §2); sends each role to its dashboard (SPEC §4), or back to the page of it that was asked for. */
export function LoginPage() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const storeSession = useSession((state) => state.login);
  const locale = useLocale();
  const t = useText(loginText);
  const m = useText(messagesText);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!email.trim() || !password) {
      setError(t('missingFields'));
      return;
    }
    setError('');
    setBusy(true);
    try {
      const { token, ...user } = await login({ email: email.trim(), password });
      if (!isDashboardRole(user.role)) {
        // A role without a dashboard gets no session on this site: its fresh token is revoked
        // rather than left valid on the server.
        revokeToken(token);
        toast.error(m('unauthorizedRole'));
        navigate(localizedPath('/', locale), { replace: true });
        return;
      }
      storeSession(user, token);
      navigate(returnPath(user.role, locale, state), { replace: true });
    } catch (caught) {
      setError(loginErrorMessage(caught, m));
      setBusy(false);
    }
  }

  return (
    <div className="sh-login">
      <section className="sh-login__card" aria-labelledby="login-title">
        <h1 id="login-title" className="sh-login__title">
          {t('title')}
        </h1>
        <p className="sh-login__intro">{t('intro')}</p>
        {error ? (
          <p className="sh-login__error" role="alert">
            {error}
          </p>
        ) : null}
        <ReadyForm className="sh-login__form" onSubmit={onSubmit}>
          <div className="wk-field">
            <label htmlFor="login-email">{t('email')}</label>
            <input
              id="login-email"
              name="email"
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <div className="wk-field">
            <label htmlFor="login-password">{t('password')}</label>
            <input
              id="login-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          <Button type="submit" size="lg" className="sh-login__submit" disabled={busy} aria-busy={busy}>
            {busy ? t('signingIn') : t('signIn')}
          </Button>
        </ReadyForm>
      </section>
    </div>
  );
}
