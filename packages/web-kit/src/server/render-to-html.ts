// For the fronts' server entries only (shell/src/server.tsx, mfe-public/src/server.tsx): deliberately not
// exported from the web kit's index, so no browser build carries react-dom/static.
import { createElement, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { TextReadContext } from '../i18n/i18n';

/**
 * The HTML of `tree` once everything in it has loaded. A part that fails on the server would be left
 * for the browser to draw: the whole render fails instead, so the page renderer serves the plain shell
 * and nothing half-made is cached. `textRead`, when given, is added the namespaces of the catalogues the
 * render read in a language other than English (the page lists them for the browser).
 */
export async function renderToHtml(tree: ReactNode, textRead?: Set<string>): Promise<string> {
  const errors: unknown[] = [];
  if (textRead) tree = createElement(TextReadContext.Provider, { value: textRead }, tree);
  // progressiveChunkSize: React moves a Suspense boundary out of line (a hidden template and an inline
  // script that puts it in place) once the page before it passes 12,800 bytes. Those scripts are not in the
  // page's CSP, so the boundary never finished and the browser drew the page again: every boundary stays in line.
  const { prelude } = await prerenderToNodeStream(tree, { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY });
  if (errors.length) throw errors[0];
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  // Should React still leave a boundary unfinished, its finishing script would be refused: fail the render,
  // so the visitor gets the plain shell (drawn once, in the browser) instead. Data is escaped, never markup.
  if (html.includes('<!--$?-->')) throw new Error('the page has a Suspense boundary the server did not finish in line');
  return html;
}
