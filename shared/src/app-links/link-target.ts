// The package root, not a relative path: this subpath is bundled apart, and the root's served pages are already on the page.
import { isServedPath, matchesPattern, type Environment } from '@laurel/shared';
import { LEGACY_PATHS } from './legacy-paths';
import { fillPath, type PathParams } from './path-template';
import { withQueryParams, type QueryValues } from './query-params';

/** Client-side: the router of the page already open. Document: a full page load. */
export type LinkNavigation = 'client' | 'document';

export interface LinkTarget {
  href: string;
  navigation: LinkNavigation;
}

export interface LinkValues {
  params?: PathParams;
  query?: QueryValues;
}

/** The hosts whose new application and legacy application are one site that links navigate within (§2). */
export const CLIENT_SIDE_ENVIRONMENTS: readonly Environment[] = ['production', 'staging'];

export const isLegacyPath = (path: string): boolean => LEGACY_PATHS.some((pattern) => matchesPattern(pattern, path));

/** A page of the new application: some remote serves it, legacy path or not (a migrated page). */
export const isNewAppPath = (path: string): boolean => isServedPath(path);

/**
 * Where a link goes and how (platform §2): new-application pages navigate client-side on the production
 * and staging hosts; legacy pages, and every page outside those hosts (or before the host is known), load in full.
 */
export function linkTarget(to: string, env: Environment | undefined, values: LinkValues = {}): LinkTarget {
  const href = withQueryParams(fillPath(to, values.params), values.query);
  const clientSide = env !== undefined && CLIENT_SIDE_ENVIRONMENTS.includes(env) && isNewAppPath(href);
  return { href, navigation: clientSide ? 'client' : 'document' };
}
