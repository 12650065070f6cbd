import { useId, useState } from 'react';
import { Button, ErrorView, PageSpinner } from '@society/web-kit';
import { toast } from 'react-hot-toast';
import { FormError } from '../ui/form-error';
import { useLoad } from '../lists/use-load';
import { acknowledgePolicy, getCurrentPolicy } from './safeguarding-api';
import { useSafeguardingText } from './use-safeguarding-text';
import './safeguarding.css';

export interface PolicyCardProps {
  /** After the person acknowledged the current version (to refresh their standing). */
  onAcknowledged?: () => void;
  /** The heading's level in its page. */
  headingLevel?: 2 | 3;
}

/**
 * The current child-protection policy in the page's language, and the person's acknowledgement of it: a
 * box to tick and a button while they have not acknowledged this version, the day they did once they have.
 */
export function PolicyCard({ onAcknowledged, headingLevel = 2 }: PolicyCardProps) {
  const { state, reload, update } = useLoad(getCurrentPolicy);
  const { t, locale, day, failure } = useSafeguardingText();
  const [confirmed, setConfirmed] = useState(false);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const loaded = state.status === 'loaded' ? state.data : null;
  const policy = loaded?.policy ?? null;

  async function acknowledge(version: number) {
    if (!confirmed) {
      setProblem(t('policyConfirmFirst'));
      return;
    }
    setProblem('');
    setBusy(true);
    try {
      await acknowledgePolicy({ version });
      update((view) => ({ ...view, acknowledgedAt: new Date().toISOString() }));
      toast.success(t('policyThanks'));
      onAcknowledged?.();
    } catch (error) {
      setProblem(failure(error));
    }
    setBusy(false);
  }

  return (
    <section className="wk-safety" aria-labelledby={`${id}-policy`}>
      <Heading id={`${id}-policy`} className="wk-safety__heading">
        {t('policyHeading')}
      </Heading>
      {state.status === 'loading' ? <PageSpinner label={t('policyLoading')} /> : null}
      {state.status === 'failed' ? <ErrorView message={failure(state.error)} onRetry={reload} headingLevel={3} /> : null}
      {loaded && !policy ? <p className="wk-empty">{t('policyNone')}</p> : null}
      {loaded && policy ? (
        <>
          <p className="wk-safety__meta">{t('policyVersion', { version: policy.version, date: day(policy.publishedAt) })}</p>
          <div className="wk-safety__policy" tabIndex={0} aria-label={t('policyHeading')}>
            {(locale === 'hi' ? policy.textHi : policy.textEn)
              .split(/\n\s*\n/)
              .filter((paragraph) => paragraph.trim())
              .map((paragraph, index) => (
                <p key={index}>{paragraph.trim()}</p>
              ))}
          </div>
          {loaded.acknowledgedAt ? (
            <p className="wk-safety__done" role="status">
              {t('policyAcknowledgedOn', { date: day(loaded.acknowledgedAt) })}
            </p>
          ) : (
            <div className="wk-safety__acknowledge">
              <p className="wk-safety__note">{t('policyPleaseRead')}</p>
              {problem ? <FormError message={problem} /> : null}
              <label className="wk-tick">
                <input type="checkbox" checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />
                <span>{t('policyConfirm')}</span>
              </label>
              <Button disabled={busy} onClick={() => void acknowledge(policy.version)}>
                {busy ? t('policyAcknowledging') : t('policyAcknowledge')}
              </Button>
            </div>
          )}
        </>
      ) : null}
    </section>
  );
}
