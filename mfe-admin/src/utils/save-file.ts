import type { AdminFile } from './fetch-admin-file';

/** Hands a fetched file to the browser as a download: an object URL and a temporary <a download>. */
export function saveFile({ blob, fileName }: AdminFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Released a little later: some browsers read the URL only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}
