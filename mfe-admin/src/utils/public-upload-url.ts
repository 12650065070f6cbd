/**
 * The address of a public upload. Lists give either a path on this site ('/api/uploads/public/x.webp')
 * or a bare storage key ('core-team/x.webp'), which lives under /api/uploads/public/.
 */
export function publicUploadUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:)?\//.test(path)) return path;
  return `/api/uploads/public/${path}`;
}
