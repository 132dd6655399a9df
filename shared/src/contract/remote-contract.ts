import type { ComponentType, ReactNode } from 'react';
import type { LaurelEventName, LaurelEvents, OpeningEventName } from './laurel-events';
import type { RoutePolicy } from './route-policy';
import { WIDGETS, type WidgetId, type WidgetSlotName } from './widget-directory';

/**
 * The contract version this build of `shared` describes. Remotes declare theirs as a literal.
 * 2: widgets are a declared list with slots; routes may carry a policy.
 */
export const REMOTE_CONTRACT_VERSION = 2;

/** The contract versions a shell built from this source can mount; a remote declaring another gets the fallback. */
export const SUPPORTED_CONTRACT_VERSIONS: readonly number[] = [REMOTE_CONTRACT_VERSION];

export type RemoteId = 'recognition' | 'announcements' | 'programs' | 'rewards' | 'admin';

export const REMOTE_IDS: readonly RemoteId[] = ['recognition', 'announcements', 'programs', 'rewards', 'admin'];

/** A page a remote owns, at an absolute path such as `/rewards/:id`. */
export interface RemoteRoute {
  path: string;
  Component: ComponentType;
  /** Who may open the page; anyone else gets the 404 page. */
  policy?: RoutePolicy;
}

export interface AdminLayoutProps {
  children: ReactNode;
}

type DetailOf<Id extends WidgetId> = (typeof WIDGETS)[Id] extends { openOn: infer E extends LaurelEventName }
  ? LaurelEvents[E]
  : undefined;

/** What the host hands a widget: for a modal, the detail of the event that opened it, and how to close it. */
export interface WidgetProps<TDetail = unknown> {
  detail: TDetail;
  onClose: () => void;
}

export interface RemoteWidget {
  id: WidgetId;
  slot: WidgetSlotName;
  openOn?: OpeningEventName;
  // Each widget reads its own detail type; the host only passes it through.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Component: ComponentType<WidgetProps<any>>;
}

/** A remote's widget, its slot and opening event taken from the contract's directory. */
export const defineWidget = <Id extends WidgetId>(
  id: Id,
  Component: ComponentType<WidgetProps<DetailOf<Id>>>,
): RemoteWidget => {
  const { slot, openOn } = WIDGETS[id] as { slot: WidgetSlotName; openOn?: OpeningEventName };
  return { id, slot, openOn, Component };
};

/** What every remote exposes as `./remote`. */
export interface RemoteModule {
  id: RemoteId;
  contractVersion: typeof REMOTE_CONTRACT_VERSION;
  routes: RemoteRoute[];
  adminRoutes?: RemoteRoute[];
  /** Only remote-admin: the frame around every admin, super-admin and tech-ops page. */
  adminLayout?: ComponentType<AdminLayoutProps>;
  /** Pieces the shell mounts in its slots or opens on an event; each loads its own code when first rendered. */
  widgets?: readonly RemoteWidget[];
}

/** The module id the shell asks the federation runtime for. */
export const REMOTE_EXPOSE = 'remote';

/** Every page a remote owns, its admin pages included. */
export const allRoutes = (remote: RemoteModule): RemoteRoute[] => [...remote.routes, ...(remote.adminRoutes ?? [])];

/** The widget a loaded remote offers under an id, if it does. */
export const widgetOf = (remote: RemoteModule, id: WidgetId): RemoteWidget | undefined =>
  remote.widgets?.find((widget) => widget.id === id);
