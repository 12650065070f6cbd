import { useKitTextNow } from './kit-text';

export interface SpinnerProps {
  /** What is loading, read by screen readers ('Loading' in the page's language if not given). */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
}

export function Spinner({ label, size = 'md' }: SpinnerProps) {
  const t = useKitTextNow();
  return (
    <span className={`wk-spinner wk-spinner--${size}`} role="status">
      <span className="wk-spinner__ring" aria-hidden="true" />
      <span className="wk-visually-hidden">{label ?? t('loading')}</span>
    </span>
  );
}

/**
 * A spinner centred in the space a page section will take. `wholePage` holds a whole screen: what follows
 * (the footer) stays below the fold until the page arrives, instead of showing and then being pushed down.
 */
export function PageSpinner({ label, wholePage = false }: { label?: string; wholePage?: boolean }) {
  return (
    <div className={wholePage ? 'wk-page-spinner wk-page-spinner--whole-page' : 'wk-page-spinner'}>
      <Spinner label={label} size="lg" />
    </div>
  );
}
