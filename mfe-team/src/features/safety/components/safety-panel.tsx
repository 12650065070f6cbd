import { safeguardingText } from '@society/contracts';
import { useText } from '@society/web-kit';
import { ConcernForm, PolicyCard } from '@society/web-kit/staff';
import { NetworkNeeded } from '../../../components/network-view';
import { useSyncStatus } from '../../../offline';

/** Child safety: the child-protection policy a teacher acknowledges, and raising a concern about a child. Online only. */
export function SafetyPanel() {
  const t = useText(safeguardingText);
  const { online } = useSyncStatus();
  return (
    <section className="team-panel" aria-labelledby="safety-heading">
      <h2 id="safety-heading">{t('tabSafety')}</h2>
      <p className="team-hint">{t('safetyIntro')}</p>
      {online ? (
        <>
          <PolicyCard headingLevel={3} />
          <ConcernForm headingLevel={3} />
        </>
      ) : (
        <NetworkNeeded />
      )}
    </section>
  );
}
