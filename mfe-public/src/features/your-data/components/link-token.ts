import { useEffect, useState } from 'react';

/**
 * The token of a mailed link (`#token=...`), read once in the browser and then taken out of the address bar,
 * so it is neither kept in the history nor sent on as a referrer. Undefined while not read yet (and on the
 * server), '' when the address has none.
 */
export function useLinkToken(): string | undefined {
  const [token, setToken] = useState<string | undefined>(undefined);
  useEffect(() => {
    const found = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
    if (found) window.history.replaceState(window.history.state, '', window.location.pathname);
    // Under StrictMode the effect runs twice: the second run finds the address already cleared.
    setToken((read) => read || found);
  }, []);
  return token;
}
