// Downloads in jsdom: files fetched as blobs, and the temporary links that save them.

/** Files the API sends as downloads (fetch answers with a blob); every other URL goes to the fake API. */
export function serveFiles(files: Record<string, { body: string; type: string; fileName: string }>): jest.Mock {
  const apiFetch = globalThis.fetch;
  const mock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const file = files[String(input)];
    if (!file) return apiFetch(input, init);
    const headers: Record<string, string> = { 'content-type': file.type, 'content-disposition': `attachment; filename="${file.fileName}"` };
    return { ok: true, status: 200, headers: { get: (name: string) => headers[name.toLowerCase()] ?? null }, blob: async () => new Blob([file.body], { type: file.type }) };
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** What each temporary <a download> pointed at when it was clicked (jsdom cannot navigate). */
export function watchDownloads(): Array<{ href: string; download: string }> {
  const clicked: Array<{ href: string; download: string }> = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
  return clicked;
}
