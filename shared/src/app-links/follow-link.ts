// The package root, not a relative path: this subpath is bundled apart, and only the root's bootstrap has run.
import { bootstrappedServices, type Environment } from '@laurel/shared';
import type { LinkTarget } from './link-target';

/** The environment of this host, from its app-config.json; undefined until the app has read it. */
export const hostEnvironment = {
  current: (): Environment | undefined => bootstrappedServices()?.config.env,
};

/** A full page load; an object so tests can watch it (jsdom does not load pages). */
export const pageLoad = {
  assign: (href: string): void => window.location.assign(href),
};

/** Goes to the target: through the router for a client-side link, else by loading the page. */
export function followLink(target: LinkTarget, navigate: (href: string) => void): void {
  if (target.navigation === 'client') navigate(target.href);
  else pageLoad.assign(target.href);
}
