import { formatDateTime } from '@society/contracts';
import { LocalLink, useLocale } from '@society/web-kit';
import { useTeamText } from '../hooks/use-team-text';
import { useSyncStatus } from '../offline';

/** On every register screen: how many records wait on this phone, when it last synced, and why it cannot send. */
export function SyncBanner() {
  const t = useTeamText();
  const locale = useLocale();
  const status = useSyncStatus();
  const waiting = status.waiting.length;
  const lastRefused = status.refused.at(-1);
  return (
    <section className={`team-sync${status.online ? '' : ' team-sync--offline'}`} aria-label={t('syncLabel')}>
      <p role="status" className="team-sync__line">
        <span>{waiting > 0 ? t('waiting', { count: waiting }) : t('allSent')}</span>
        <span>{status.lastSyncedAt ? t('lastSynced', { time: formatDateTime(status.lastSyncedAt, locale) }) : t('neverSynced')}</span>
        {status.syncing ? <span>{t('sendingNow')}</span> : null}
      </p>
      {status.online ? null : <p className="team-sync__note">{t('offline')}</p>}
      {status.needsSignIn ? (
        <p className="team-sync__note">
          {t('signInAgain', { count: waiting })} <LocalLink to="/login">{t('logInAgain')}</LocalLink>
        </p>
      ) : null}
      {lastRefused ? <p className="team-sync__note">{t('refusedRecords', { count: status.refused.length, message: lastRefused.message })}</p> : null}
    </section>
  );
}
