import vm from 'node:vm';

// How long a file fetched from the gateway is trusted before it is asked again (a conditional
// request, cheap): a front redeployed alone shows on pages rendered this long after.
const FRESH_MS = 1000;
const ASSET_BASE_PLACEHOLDER = '/__ASSET_BASE__/';
/** How long a read may take: a front's file comes from nginx's disk; an API read must not hold a page up. */
const FILE_TIMEOUT_MS = 5000;
const API_TIMEOUT_MS = 1000;
/**
 * API answers held at most: a page's read can carry its query (a gallery page's category and page), so a
 * crawler walking every page must not fill the memory; the oldest goes. The fronts' few files are always kept.
 */
const API_ANSWERS_HELD = 200;

interface CachedFile {
  text: string;
  etag: string | null;
  checkedAt: number;
  /** What the text evaluated to, for bundles (kept until the text or the base changes). */
  module?: { assetBase: string; exports: unknown };
}

/** Changes whenever the file does: its ETag, or when it was fetched if the server sent none. */
function versionOf(file: CachedFile): string {
  return file.etag ?? String(file.checkedAt);
}

/**
 * The fronts' deployed files, read through the gateway like a browser reads them, so a front
 * redeployed (or moved in /remotes.json) is picked up without restarting anything.
 */
export class DeployedFiles {
  private readonly files = new Map<string, CachedFile>();
  private readonly pending = new Map<string, Promise<CachedFile>>();

  constructor(private readonly gatewayUrl: URL) {}

  /** The file's text and a version that changes whenever the file does. */
  async text(path: string): Promise<{ text: string; version: string }> {
    const file = await this.get(path);
    return { text: file.text, version: versionOf(file) };
  }

  async json<T>(path: string): Promise<{ value: T; version: string }> {
    const { text, version } = await this.text(path);
    return { value: JSON.parse(text) as T, version };
  }

  /**
   * A server bundle (CommonJS), evaluated once per version of its file, with its files' base URL
   * (the placeholder its build leaves, tools/webpack/make-server-config.js) set to `assetBase`.
   */
  async bundle<T>(path: string, assetBase: string): Promise<{ exports: T; version: string }> {
    const file = await this.get(path);
    if (file.module?.assetBase !== assetBase) {
      const code = file.text.replaceAll(ASSET_BASE_PLACEHOLDER, assetBase);
      const wrapper = vm.runInThisContext(`(function (module, exports, require) {${code}\n})`, { filename: path }) as (
        module: { exports: unknown },
        exports: unknown,
        require: NodeJS.Require,
      ) => void;
      const module = { exports: {} as unknown };
      wrapper(module, module.exports, require);
      file.module = { assetBase, exports: module.exports };
    }
    return { exports: file.module.exports as T, version: `${versionOf(file)}@${assetBase}` };
  }

  private async get(path: string): Promise<CachedFile> {
    const cached = this.files.get(path);
    if (cached && Date.now() - cached.checkedAt < FRESH_MS) return cached;
    let pending = this.pending.get(path);
    if (!pending) {
      pending = this.fetch(path, cached).finally(() => this.pending.delete(path));
      this.pending.set(path, pending);
    }
    return pending;
  }

  /**
   * Asks the gateway again. When it cannot answer (the API slow or away, a moment's error), the copy already
   * held is used for another FRESH_MS rather than failing every page: a page drawn with the last settings and
   * data beats the plain shell after a wait.
   */
  private async fetch(path: string, cached: CachedFile | undefined): Promise<CachedFile> {
    try {
      return await this.fetchNow(path, cached);
    } catch (error) {
      if (!cached) throw error;
      console.warn(`${path}: ${(error as Error).message}; the copy held is used for now`);
      cached.checkedAt = Date.now();
      return cached;
    }
  }

  private async fetchNow(path: string, cached: CachedFile | undefined): Promise<CachedFile> {
    const url = new URL(path, this.gatewayUrl);
    const response = await fetch(url, {
      headers: cached?.etag ? { 'If-None-Match': cached.etag } : {},
      signal: AbortSignal.timeout(path.startsWith('/api/') ? API_TIMEOUT_MS : FILE_TIMEOUT_MS),
    });
    if (response.status === 304 && cached) {
      cached.checkedAt = Date.now();
      return cached;
    }
    if (!response.ok) throw new Error(`${url.pathname} answered ${response.status}`);
    const file: CachedFile = { text: await response.text(), etag: response.headers.get('etag'), checkedAt: Date.now() };
    this.hold(path, file);
    return file;
  }

  private hold(path: string, file: CachedFile): void {
    this.files.delete(path); // set again below: the newest last, in the Map's order
    this.files.set(path, file);
    if (!path.startsWith('/api/')) return;
    const answers = [...this.files.keys()].filter((held) => held.startsWith('/api/'));
    if (answers.length > API_ANSWERS_HELD) this.files.delete(answers[0]);
  }
}
