// What a page drawn in the browser (a dashboard) says until its scripts have drawn it. The page renderer puts
// it in the plain shell it sends (the shell's plainPageWords); a module of its own, so no browser bundle
// carries it.
import { defineCatalogue } from '../catalogue';

export const PLAIN_PAGE_EN = {
  loading: 'Loading…',
  needsJavaScript: 'This site needs JavaScript to show our work, take donations and receive messages. Please turn it on and reload.',
};
export const plainPageText = defineCatalogue('plain-page', PLAIN_PAGE_EN, () => import('../hi/plain-page'));
