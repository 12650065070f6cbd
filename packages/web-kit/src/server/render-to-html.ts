// For the fronts' server entries only (shell/src/server.tsx, mfe-public/src/server.tsx): deliberately not
// exported from the web kit's index, so no browser build carries react-dom/static.
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/**
 * The HTML of `tree` once everything in it has loaded. A part that fails on the server would be left
 * for the browser to draw: the whole render fails instead, so the page renderer serves the plain shell
 * and nothing half-made is cached.
 */
export async function renderToHtml(tree: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(tree, { onError: (error) => void errors.push(error) });
  if (errors.length) throw errors[0];
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
