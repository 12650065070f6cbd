/** Where GET /api/uploads/public/* serves files of the public area (see modules/public). */
export const PUBLIC_UPLOADS_ROUTE = 'uploads/public';

/** The stored copies of a site image, as an <img srcset> value; '' unless there are several. */
export function publicSrcSet(variants: ReadonlyArray<{ width: number; path: string }> | undefined): string {
  if (!variants || variants.length < 2) return '';
  return variants.map(({ width, path }) => `${publicUploadUrl(path)} ${width}w`).join(', ');
}

/** The site path of a public storage key ('' for none); a private key never gets a URL. */
export function publicUploadUrl(key: string | undefined | null): string {
  if (!key || !key.startsWith('public/')) return '';
  return `/api/uploads/${key}`;
}
