import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES_MANIFEST_URL, type RemoteName } from './remote-names';

export type RemoteAppModule = { default: ComponentType };

let manifest: Promise<Record<string, string>> | null = null;

/** /remotes.json, fetched once per page (again after a failure). */
function fetchManifest(): Promise<Record<string, string>> {
  manifest ??= fetch(REMOTES_MANIFEST_URL, { cache: 'no-cache' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${REMOTES_MANIFEST_URL} answered ${response.status}`);
      return (await response.json()) as Record<string, string>;
    })
    .catch((error: unknown) => {
      manifest = null;
      throw error;
    });
  return manifest;
}

const registered = new Set<RemoteName>();

/**
 * Loads a remote's `./App`. Each remote is registered only when first needed, so a visitor's
 * browser never learns of — let alone fetches — a staff remote.
 */
export async function loadRemoteApp(name: RemoteName): Promise<RemoteAppModule> {
  const entries = await fetchManifest();
  const entry = entries[name];
  if (!entry) throw new Error(`${REMOTES_MANIFEST_URL} lists no entry for ${name}`);
  if (!registered.has(name)) {
    registerRemotes([{ name, entry }]);
    registered.add(name);
  }
  const module = await loadRemote<RemoteAppModule>(`${name}/App`);
  if (!module || typeof module.default !== 'function') throw new Error(`${name}/App has no default component`);
  return module;
}
