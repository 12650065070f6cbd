import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { getRemoteFallbackModule } from './remote-fallback';

/**
 * MF runtime plugin: when a remote's entry or exposed module cannot be loaded (deployment in
 * progress, files missing, network down), hand back the 'could not be loaded' module instead of
 * throwing, so the page keeps its layout and offers a retry. Failed loads are not cached by the
 * runtime, so the retry really fetches again.
 */
export default function errorLoadRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'society-error-load-remote',
    errorLoadRemote(args) {
      console.error(`Remote module ${args.id} could not be loaded (${args.lifecycle}).`, args.error);
      // Only a failed `loadRemote` of an exposed module can be replaced by a component.
      if (args.lifecycle === 'onLoad') return getRemoteFallbackModule() ?? undefined;
      return undefined;
    },
  };
}
