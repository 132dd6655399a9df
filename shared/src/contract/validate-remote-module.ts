import type { RemoteId, RemoteModule } from './remote-contract';
import { WIDGETS, type WidgetDeclaration } from './widget-directory';

export class RemoteContractError extends Error {
  constructor(
    readonly remoteId: RemoteId,
    reason: string,
  ) {
    super(`Remote "${remoteId}" does not fulfil the contract: ${reason}`);
    this.name = 'RemoteContractError';
  }
}

/** A remote built for another contract version: a newer shell (or remote) was released while the page was open. */
export class RemoteVersionError extends RemoteContractError {
  override name = 'RemoteVersionError';
}

function isRouteList(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.every(
      (route) =>
        typeof route === 'object' &&
        route !== null &&
        typeof (route as { path?: unknown }).path === 'string' &&
        (route as { path: string }).path.startsWith('/') &&
        (route as { Component?: unknown }).Component !== undefined,
    )
  );
}

/** Each widget is one the directory gives this remote, in the directory's slot and on its event. */
function areDeclaredWidgets(remoteId: RemoteId, widgets: unknown): boolean {
  return (
    Array.isArray(widgets) &&
    widgets.every((widget: { id?: unknown; slot?: unknown; openOn?: unknown; Component?: unknown }) => {
      const declared = (WIDGETS as Record<string, WidgetDeclaration>)[String(widget?.id)];
      return (
        declared !== undefined &&
        declared.remote === remoteId &&
        declared.slot === widget.slot &&
        declared.openOn === widget.openOn &&
        widget.Component !== undefined
      );
    })
  );
}

/** Checks a loaded `./remote` module before the shell mounts anything from it. */
export function validateRemoteModule(
  remoteId: RemoteId,
  loaded: unknown,
  supportedVersions: readonly number[],
): RemoteModule {
  const candidate = (loaded as { default?: unknown } | null)?.default ?? loaded;
  if (typeof candidate !== 'object' || candidate === null) {
    throw new RemoteContractError(remoteId, 'the module is empty');
  }
  const module = candidate as Partial<RemoteModule>;
  if (module.id !== remoteId) {
    throw new RemoteContractError(remoteId, `it says its id is "${String(module.id)}"`);
  }
  if (typeof module.contractVersion !== 'number' || !supportedVersions.includes(module.contractVersion)) {
    throw new RemoteVersionError(
      remoteId,
      `contract version ${String(module.contractVersion)} is not supported (supported: ${supportedVersions.join(', ')})`,
    );
  }
  if (!isRouteList(module.routes) || (module.adminRoutes !== undefined && !isRouteList(module.adminRoutes))) {
    throw new RemoteContractError(remoteId, 'its routes are malformed');
  }
  if (module.widgets !== undefined && !areDeclaredWidgets(remoteId, module.widgets)) {
    throw new RemoteContractError(remoteId, 'its widgets do not match the widget directory');
  }
  return module as RemoteModule;
}
