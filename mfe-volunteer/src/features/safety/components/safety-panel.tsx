import { safeguardingText } from '@society/contracts';
import { useText } from '@society/web-kit';
import { ConcernForm, getMyStanding, PolicyCard, StandingCard, useLoad } from '@society/web-kit/staff';

/** Child safety: my standing for work with children, the child-protection policy to acknowledge, and raising a concern. */
export function SafetyPanel() {
  const t = useText(safeguardingText);
  const standing = useLoad(getMyStanding);
  return (
    <section className="vol-panel" aria-labelledby="safety-heading">
      <div className="vol-panel__head">
        <h2 id="safety-heading">{t('tabSafety')}</h2>
      </div>
      <p className="vol-note">{t('safetyIntro')}</p>
      <StandingCard load={standing} headingLevel={3} />
      <PolicyCard onAcknowledged={standing.reload} headingLevel={3} />
      <ConcernForm headingLevel={3} />
    </section>
  );
}
