import type { CertificateLanguage } from '@society/contracts';

/** The issue dialog's choices; Hindi is named in itself first, for whoever reads it. */
export const LANGUAGE_LABELS: Record<CertificateLanguage, string> = { en: 'English', hi: 'हिंदी (Hindi)', both: 'Both (English and Hindi)' };

/** How the list marks a certificate's language, short; the full name is its tooltip. */
export const LANGUAGE_TAGS: Record<CertificateLanguage, { tag: string; name: string }> = {
  en: { tag: 'EN', name: 'In English' },
  hi: { tag: 'HI', name: 'In Hindi' },
  both: { tag: 'EN + HI', name: 'In English and Hindi' },
};
