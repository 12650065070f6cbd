/**
 * What a remote that cannot be loaded is replaced with. Kept free of imports: the runtime plugin
 * that reads it runs before React and the other shared modules exist; the shell sets the module
 * once React is up (see remote-route.tsx).
 */
let fallbackModule: unknown = null;

export function setRemoteFallbackModule(module: unknown): void {
  fallbackModule = module;
}

export function getRemoteFallbackModule(): unknown {
  return fallbackModule;
}
