/** Where GET /api/uploads/public/* serves files of the public area (see modules/public). */
export const PUBLIC_UPLOADS_ROUTE = 'uploads/public';

/** The site path of a public storage key ('' for none); a private key never gets a URL. */
export function publicUploadUrl(key: string | undefined | null): string {
  if (!key || !key.startsWith('public/')) return '';
  return `/api/uploads/${key}`;
}
