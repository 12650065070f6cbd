// Debian's Chromium through playwright-core, plus the few page helpers the specs share.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { baseUrl } from './state';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A fresh browser profile (empty storage) pointed at the site. */
export function newContext(browser: Browser, options: { width?: number; height?: number } = {}): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
  });
}

/** Records the path of every request the page makes, from now on. */
export function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

/** The remotes (public, admin, hr, team) whose files the page requested. */
export function remotesFetched(paths: string[]): string[] {
  const names = new Set<string>();
  for (const requestPath of paths) {
    const match = /^\/remotes\/([^/]+)\//.exec(requestPath);
    if (match) names.add(match[1]);
  }
  return [...names].sort();
}

/** Signs in through the login page, as a user would. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Login' }).waitFor();
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function readSession(page: Page): Promise<{ user: string | null; token: string | null }> {
  return page.evaluate(() => ({ user: localStorage.getItem('user'), token: localStorage.getItem('token') }));
}
