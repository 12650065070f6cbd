/** The result of the last submit, shown above the button. */
export type FormOutcome = { kind: 'success' | 'error'; text: string } | null;

/**
 * A live region that is always in the page, so screen readers announce the text put into it.
 * Errors are announced at once, a success politely.
 */
export function FormOutcomeMessage({ outcome }: { outcome: FormOutcome }) {
  return (
    <div className="pub-form__outcome" aria-live={outcome?.kind === 'error' ? 'assertive' : 'polite'} aria-atomic="true">
      {outcome ? (
        <p
          className={`pub-form__message pub-form__message--${outcome.kind}`}
          role={outcome.kind === 'error' ? 'alert' : 'status'}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {outcome.kind === 'success' ? (
              <path d="M5 12.5l4.2 4.2L19 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
            ) : (
              <>
                <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="2" />
                <path d="M12 7.5v5.5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
                <circle cx="12" cy="16.6" r="1.3" fill="currentColor" />
              </>
            )}
          </svg>
          <span>{outcome.text}</span>
        </p>
      ) : null}
    </div>
  );
}
