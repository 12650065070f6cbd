/** The renderer's settings, read once from the environment at start. */
export interface RendererConfig {
  host: string;
  port: number;
  /** Where the gateway serves the fronts' files (the shell at /, the remotes as /remotes.json says). */
  gatewayUrl: URL;
  /** The site's public address: canonical URLs, link previews, sitemap.xml and robots.txt. */
  publicOrigin: string;
}

function requiredUrl(name: string, value: string | undefined): URL {
  if (!value) throw new Error(`${name} must be set`);
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
    return url;
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): RendererConfig {
  const port = Number(env.RENDER_PORT ?? 3100);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`RENDER_PORT must be a port number, got "${env.RENDER_PORT}"`);
  return {
    host: env.RENDER_HOST || '127.0.0.1',
    port,
    gatewayUrl: requiredUrl('GATEWAY_URL', env.GATEWAY_URL),
    // An origin only: no path, no trailing slash.
    publicOrigin: requiredUrl('PUBLIC_ORIGIN', env.PUBLIC_ORIGIN).origin,
  };
}
