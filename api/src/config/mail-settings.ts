import { isEmail } from 'class-validator';

/** Outgoing mail (SMTP_URL, MAIL_FROM); null in AppConfig when SMTP_URL is unset (mail disabled). */
export interface MailSettings {
  /** smtp://user:pass@host:587 or smtps://... (nodemailer reads it as is). */
  smtpUrl: string;
  /** 'Name <address>' or a bare address. */
  from: string;
  /** How often the outbox worker looks for due mail (MAIL_POLL_MS, default 2 s). */
  pollMs: number;
}

export const DEFAULT_MAIL_POLL_MS = 2000;

/** smtp:// or smtps:// with a host, parsed by the URL class (what nodemailer will read). */
export function isSmtpUrl(value: unknown): boolean {
  if (typeof value !== 'string' || !/^smtps?:\/\//.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** 'receipts@society.org' or 'Welfare Society <receipts@society.org>' (no line breaks: it becomes a header). */
export function isMailFrom(value: unknown): boolean {
  if (typeof value !== 'string' || /[\r\n]/.test(value)) return false;
  const named = /^[^<>"]*<([^<>\s]+)>$/.exec(value.trim());
  return isEmail(named ? named[1] : value.trim());
}

/** The host of an SMTP URL without its credentials, for log lines. */
export function smtpHostOf(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.host}`;
}
