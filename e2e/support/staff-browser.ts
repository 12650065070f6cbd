// Page helpers for the staff dashboard specs: visitor contexts, test images, confirm boxes,
// images that must really load, and waiting for a saved value to show.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { newContext } from './browser';
import { baseUrl, tempDir } from './state';

/** A fresh visitor's browser profile; requests leaving our site (maps, social embeds) are dropped. */
export async function visitorContext(browser: Browser): Promise<BrowserContext> {
  const context = await newContext(browser);
  const site = baseUrl();
  await context.route((url) => !url.href.startsWith(site), (route) => route.abort());
  return context;
}

/** Writes a small solid-colour PNG (a real image, checked by content on the server); returns its path. */
export async function writeTestPng(name: string, colour: { r: number; g: number; b: number }, size = 48): Promise<string> {
  const dir = path.join(tempDir(), 'staff-images');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  await sharp({ create: { width: size, height: size, channels: 3, background: colour } }).png().toFile(file);
  return file;
}

/** Accepts the next window.confirm of the page; resolves with its question. */
export function acceptNextConfirm(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
}

/** Scrolls a (lazy) image into view and waits for it; its natural width, 0 when it failed to load. */
export async function loadedImageWidth(image: Locator): Promise<number> {
  await image.scrollIntoViewIfNeeded();
  return image.evaluate(
    (element) =>
      new Promise<number>((resolve) => {
        const img = element as HTMLImageElement;
        if (img.complete) {
          resolve(img.naturalWidth);
          return;
        }
        img.addEventListener('load', () => resolve(img.naturalWidth), { once: true });
        img.addEventListener('error', () => resolve(0), { once: true });
      }),
  );
}

/**
 * Waits until the select named `label` shows `value` (looked up again on every check, so a re-rendered
 * row is found too), optionally also enabled or disabled.
 */
export async function waitForSelectValue(page: Page, label: string, value: string, options: { disabled?: boolean } = {}): Promise<void> {
  await page.waitForFunction(
    ({ label: name, value: wanted, disabled }) => {
      const select = Array.from(document.querySelectorAll('select')).find((element) => element.getAttribute('aria-label') === name);
      return Boolean(select) && select!.value === wanted && (disabled === undefined || select!.disabled === disabled);
    },
    { label, value, disabled: options.disabled },
  );
}

/** A date N days from today as a date input takes it (YYYY-MM-DD, UTC). */
export function dateInDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Opens a page whose list comes from `apiPath` and waits until the browser's own read of it is on screen:
 * the API answered with success, the page's loading spinner (labelled `spinnerLabel`) is gone and the
 * answer has been drawn. After this, what the
 * list does not show is truly absent, not still loading.
 */
export async function gotoAndWaitForList(page: Page, urlPath: string, apiPath: string, spinnerLabel: string): Promise<void> {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === apiPath && response.request().method() === 'GET');
  await page.goto(urlPath);
  const response = await answered;
  if (!response.ok()) throw new Error(`GET ${apiPath} answered ${response.status()}`);
  await page.getByText(spinnerLabel, { exact: true }).waitFor({ state: 'detached' });
  // A ready page shows the list it was rendered with (up to a second old) until this answer is drawn.
  await response.finished();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}
