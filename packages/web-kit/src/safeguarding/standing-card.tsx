import { useId, type ReactNode } from 'react';
import { todayInIndia, type SafeguardingStandingView } from '@society/contracts';
import { ErrorView, PageSpinner } from '@society/web-kit';
import type { Load } from '../lists/use-load';
import { StatusChip } from '../ui/status-chip';
import { useSafeguardingText } from './use-safeguarding-text';
import './safeguarding.css';

export interface StandingCardProps {
  /** The standing as loaded by the screen (it reloads it after an acknowledgement). */
  load: Load<SafeguardingStandingView>;
  /** A way to the policy (a tab, a link), shown while it is not acknowledged. */
  policyAction?: ReactNode;
  headingLevel?: 2 | 3;
}

/** My standing for work with children: the policy acknowledged or not, the police verification's state and expiry. */
export function StandingCard({ load, policyAction, headingLevel = 2 }: StandingCardProps) {
  const { t, failure } = useSafeguardingText();
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { state } = load;
  return (
    <section className="wk-safety wk-safety--standing" aria-labelledby={`${id}-standing`}>
      <Heading id={`${id}-standing`} className="wk-safety__heading">
        {t('standingHeading')}
      </Heading>
      {state.status === 'loading' ? <PageSpinner label={t('standingLoading')} /> : null}
      {state.status === 'failed' ? <ErrorView message={failure(state.error)} onRetry={load.reload} headingLevel={3} /> : null}
      {state.status === 'loaded' ? <StandingRows standing={state.data} policyAction={policyAction} /> : null}
    </section>
  );
}

function StandingRows({ standing, policyAction }: { standing: SafeguardingStandingView; policyAction?: ReactNode }) {
  const { t, day } = useSafeguardingText();
  const { verification } = standing;
  const expired = verification.status === 'verified' && !!verification.expiresOn && verification.expiresOn < todayInIndia();
  const policyWords =
    standing.policyVersion === null
      ? t('standingPolicyNone')
      : standing.policyAcknowledged
        ? t('standingPolicyDone', { version: standing.policyVersion })
        : t('standingPolicyMissing');
  const verificationWords = expired
    ? t('standingExpired', { date: day(verification.expiresOn ?? '') })
    : verification.status === 'verified'
      ? verification.expiresOn
        ? t('standingVerified', { date: day(verification.expiresOn) })
        : t('standingVerifiedNoExpiry')
      : verification.status === 'pending'
        ? t('standingPending')
        : verification.status === 'rejected'
          ? t('standingRejected')
          : t('standingNoVerification');
  const verificationOk = verification.status === 'verified' && !expired;
  const ready = standing.gapsToday.length === 0;
  return (
    <>
      <dl className="wk-safety__rows">
        <div className="wk-safety__row">
          <dt>{t('standingPolicy')}</dt>
          <dd>
            <StatusChip tone={standing.policyAcknowledged ? 'success' : 'warning'} label={policyWords} />
            {!standing.policyAcknowledged && standing.policyVersion !== null ? policyAction : null}
          </dd>
        </div>
        <div className="wk-safety__row">
          <dt>{t('standingVerification')}</dt>
          <dd>
            <StatusChip tone={verificationOk ? 'success' : verification.status === 'rejected' || expired ? 'danger' : 'warning'} label={verificationWords} />
          </dd>
        </div>
      </dl>
      <p className={ready ? 'wk-safety__done' : 'wk-safety__note'}>{ready ? t('standingReady') : t('standingNotReady')}</p>
      {verificationOk ? null : <p className="wk-safety__meta">{t('standingVerificationHow')}</p>}
    </>
  );
}
