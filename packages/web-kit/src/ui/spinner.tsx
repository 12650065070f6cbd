export interface SpinnerProps {
  /** What is loading, read by screen readers. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
}

export function Spinner({ label = 'Loading', size = 'md' }: SpinnerProps) {
  return (
    <span className={`wk-spinner wk-spinner--${size}`} role="status">
      <span className="wk-spinner__ring" aria-hidden="true" />
      <span className="wk-visually-hidden">{label}</span>
    </span>
  );
}

/** A spinner centred in the space a page section will take. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="wk-page-spinner">
      <Spinner label={label} size="lg" />
    </div>
  );
}
