import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Reports every failed remote load once, with the stage it failed at. It returns nothing,
 * so the error reaches the mount point's ErrorBoundary, which shows the named fallback.
 */
export function remoteFailurePlugin(report: (message: string) => void = console.warn): ModuleFederationRuntimePlugin {
  return {
    name: 'laurel-remote-failure',
    errorLoadRemote({ id, lifecycle, error }) {
      report(`[laurel] remote "${String(id)}" failed at ${lifecycle}: ${String(error)}`);
      return undefined;
    },
  };
}
