/**
 * Where the API client and logout send the browser. The shell plugs in its router's navigate so
 * the page is not reloaded; anywhere else (a remote run alone) a plain page load is used.
 */
type Navigate = (to: string) => void;

let navigate: Navigate = (to) => window.location.assign(to);

export function setNavigator(fn: Navigate): void {
  navigate = fn;
}

export function navigateTo(to: string): void {
  navigate(to);
}
