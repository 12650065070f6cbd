import { useSyncExternalStore, type FormHTMLAttributes } from 'react';

const noSubscription = () => () => {};

/**
 * A form on a ready page (the public forms, the login, set-password) that cannot be used until the page's scripts
 * have taken it over. The page arrives as ready HTML, and a phone may show it a moment before the
 * scripts run: typing then would be lost and a press of the button would send the fields in the
 * address bar. So the fields are disabled in the server's HTML and during hydration, and enabled right
 * after (a page drawn in the browser has them enabled at once). The wrapper has no box of its own.
 */
export function ReadyForm({ children, ...formProps }: FormHTMLAttributes<HTMLFormElement>) {
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <form {...formProps}>
      <fieldset className="wk-ready-form__fieldset" disabled={!ready}>
        {children}
      </fieldset>
    </form>
  );
}
