import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { SESSION_RULES, type CheckInCodeView } from '@society/contracts';
import { isApiError, LocalLink, PageSpinner } from '@society/web-kit';
import { NetworkNeeded } from '../../../components/network-view';
import { tabPath } from '../../../config/paths';
import { useTeamText } from '../../../hooks/use-team-text';
import { useSyncStatus } from '../../../offline';
import { getCheckInCode } from '../api/sessions';
import { useSessionsText } from '../use-sessions-text';

/** How soon to ask again after a failure, and at least how long a code is kept. */
const RETRY_MS = 10_000;
const MIN_WAIT_MS = 1_000;

/**
 * The check-in code of a session, full screen for the volunteers to scan: its QR big on the whole screen,
 * fetched again when it stops being shown (it changes every SESSION_RULES.checkInCodeMinutes minutes).
 * The last code stays on screen until the next one arrives.
 */
export function CheckInCodeScreen() {
  const { sessionId = '' } = useParams();
  const { t } = useSessionsText();
  const team = useTeamText();
  const { online } = useSyncStatus();
  const [code, setCode] = useState<CheckInCodeView | null>(null);
  const [problem, setProblem] = useState('');
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!online) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    getCheckInCode(sessionId).then(
      (next) => {
        if (!live) return;
        setCode(next);
        setProblem('');
        const wait = Math.max(MIN_WAIT_MS, new Date(next.validUntil).getTime() - Date.now());
        timer = setTimeout(() => setRound((n) => n + 1), Number.isFinite(wait) ? wait : RETRY_MS);
      },
      (error: unknown) => {
        if (!live) return;
        setProblem((isApiError(error) && error.serverMessage) || team('loadFailed'));
        timer = setTimeout(() => setRound((n) => n + 1), RETRY_MS);
      },
    );
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [sessionId, online, round, team]);

  return (
    <section className="team-code" aria-labelledby="code-heading">
      <LocalLink className="team-back" to={tabPath('sessions')}>
        ← {t('teamClose')}
      </LocalLink>
      <h2 id="code-heading" className="team-code__heading">
        {t('teamCodeHeading')}
      </h2>
      {!online ? <NetworkNeeded /> : null}
      {online && problem ? (
        <p className="team-notice" role="alert">
          {problem}
        </p>
      ) : null}
      {online && !code && !problem ? <PageSpinner label={t('teamCodeLoading')} /> : null}
      {online && code ? (
        <>
          {/* An <img> of the API's SVG: shown big, and nothing in it can run. */}
          <img className="team-code__qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(code.qrSvg)}`} alt={t('teamCodeText', { code: code.code })} />
          <p className="team-code__text">{t('teamCodeText', { code: code.code })}</p>
        </>
      ) : null}
      <p className="team-hint">{t('teamCodeHint', { minutes: SESSION_RULES.checkInCodeMinutes })}</p>
    </section>
  );
}
