import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { LIMITS, isDashboardRole, localizedPath, loginText, messagesText } from '@society/contracts';
import { Button, isApiError, LocalLink, ReadyForm, useLocale, useSession, useText } from '@society/web-kit';
import { setPassword } from '../api/set-password';
import { dashboardPath } from '../dashboard-path';

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
  const locale = useLocale();
  const t = useText(loginText);
  const m = useText(messagesText);
  // null until read in the browser (the server, which draws this page ready, never sees the fragment).
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
      setError(t('tooShort', { min: LIMITS.passwordMin }));
      return;
    }
    if (password !== confirm) {
      setError(t('notSame'));
      return;
    }
    setError('');
    setBusy(true);
    try {
      const { token: session, ...user } = await setPassword({ token, password });
      storeSession(user, session);
      navigate(isDashboardRole(user.role) ? dashboardPath(user.role, locale) : localizedPath('/', locale), { replace: true });
    } catch (caught) {
      // The server's words (in the page's language), else SPEC §8's.
      setError(isApiError(caught) ? caught.serverMessage || m(caught.status === 0 ? 'networkError' : 'genericError') : m('genericError'));
      setBusy(false);
    }
  }

  // Until the fragment is read (the server's page, and the browser's first render), the page holds both the
  // form and the no-token notice; the ready page's script (render/src/page-html.ts) marks <html> at once when
  // the address has no token, and the CSS shows the one that applies. The notice is thus on screen from the
  // first frame, and React later keeps the same elements rather than drawing new ones.
  const unread = token === null;
  const missing = token === '';
  return (
    <div className="sh-login">
      <section className="sh-login__card" aria-labelledby="set-password-title">
        <h1 id="set-password-title" className="sh-login__title">
          {t('setTitle')}
        </h1>
        <p className="sh-login__intro">{t('setIntro')}</p>
        {unread || missing ? (
          <div className={unread ? 'sh-login__if-no-token' : undefined}>
            <p className="sh-login__error" role="alert">
              {t('linkInvalid')}
            </p>
            <p>
              <LocalLink to="/login">{t('toLogin')}</LocalLink>
            </p>
          </div>
        ) : null}
        {error ? (
          <p className="sh-login__error" role="alert">
            {error}
          </p>
        ) : null}
        {missing ? null : (
          <ReadyForm className={unread ? 'sh-login__form sh-login__if-token' : 'sh-login__form'} onSubmit={onSubmit}>
            <div className="wk-field">
              <label htmlFor="new-password">{t('newPassword')}</label>
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
                {t('newPasswordHint', { min: LIMITS.passwordMin })}
              </span>
            </div>
            <div className="wk-field">
              <label htmlFor="confirm-password">{t('repeatPassword')}</label>
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
              {busy ? t('saving') : t('setAndSignIn')}
            </Button>
          </ReadyForm>
        )}
      </section>
    </div>
  );
}
