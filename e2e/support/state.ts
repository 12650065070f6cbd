// What global setup hands to the specs (through the environment of the test workers).

/** The admin the API creates on its first start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'e2e-admin@society.test', password: 'E2e-admin-password-1' } as const;

export interface RunningServices {
  tempDir: string;
  /** Stop functions, first to stop first. */
  stops: Array<() => Promise<void>>;
}

export function setE2eState({ baseUrl, tempDir, mailUrl }: { baseUrl: string; tempDir: string; mailUrl: string }): void {
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_TEMP_DIR = tempDir;
  process.env.E2E_MAIL_URL = mailUrl;
}

/** The site's address behind nginx, e.g. http://127.0.0.1:41234 (no trailing slash). */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the browser tests through e2e/jest.config.js');
  return url;
}

export function tempDir(): string {
  const dir = process.env.E2E_TEMP_DIR;
  if (!dir) throw new Error('E2E_TEMP_DIR is not set: run the browser tests through e2e/jest.config.js');
  return dir;
}

/** The mail catcher's (MailDev) web address, e.g. http://127.0.0.1:41235 (no trailing slash); REST at /api/email. */
export function mailUrl(): string {
  const url = process.env.E2E_MAIL_URL;
  if (!url) throw new Error('E2E_MAIL_URL is not set: run the browser tests through e2e/jest.config.js');
  return url;
}
