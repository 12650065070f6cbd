import type { ReactNode } from 'react';
import { Button } from './button';
import { useKitTextNow } from './kit-text';

export interface ErrorViewProps {
  title?: string;
  /** What went wrong, in words a visitor understands. */
  message: ReactNode;
  /** Shown as a button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  /** Heading level, so the page keeps one h1 and headings in order. */
  headingLevel?: 1 | 2 | 3;
}

/** A failed load: what happened and, when possible, a button to try again. */
export function ErrorView({ title, message, onRetry, retryLabel, headingLevel = 2 }: ErrorViewProps) {
  const t = useKitTextNow();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="wk-error-view" role="alert">
      <svg className="wk-error-view__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M12 7v6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        <circle cx="12" cy="16.5" r="1.2" fill="currentColor" />
      </svg>
      {title ? <Heading className="wk-error-view__title">{title}</Heading> : null}
      <p className="wk-error-view__message">{message}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel ?? t('retry')}
        </Button>
      ) : null}
    </div>
  );
}
