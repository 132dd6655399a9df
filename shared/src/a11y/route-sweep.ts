import { NAV_ITEMS, type NavItemId } from '../permissions/navigation';
import { ADMIN_MENU } from '../permissions/admin-menu';
import { AREA_POLICIES } from '../permissions/area-policies';
import { SERVED_PAGES } from '../contract/served-pages';

/** What a persona is shown (persona-expectations' `shownTo`): its nav items and admin menu entries. */
export interface ShownEntries {
  nav: readonly NavItemId[];
  /** null: the admin shell sends this persona to /404. */
  adminMenu: readonly string[] | null;
}

/** `opens` and `refused` follow from the navigation and admin-menu rules; `either` is read off the page. */
export type RouteExpectation = 'opens' | 'refused' | 'either';

export interface SweepRoute {
  pattern: string;
  expectation: RouteExpectation;
}

/** The admin layout's prefixes (the shell's route table frames them with remote-admin). */
const ADMIN_PREFIXES = ['/admin', '/super_admin', '/tech_ops'];
/** Pages for visitors who are not signed in (the route table's public mounts): swept apart, without a persona. */
const PUBLIC_PREFIXES = ['/share'];

const segments = (path: string) => path.split('/').filter(Boolean);

/** True when `path` is `prefix` or below it, segment by segment (`:id` stands for any one segment). */
export function isUnder(path: string, prefix: string): boolean {
  const wanted = segments(prefix);
  const given = segments(path);
  return (
    given.length >= wanted.length &&
    wanted.every((segment, index) => segment.startsWith(':') || segment === given[index])
  );
}

const MENU_ENTRIES = ADMIN_MENU.flatMap((section) => section.entries);

/** The admin menu entry a page belongs to: the deepest entry whose path the page is at or below. */
export const menuEntryOf = (pattern: string) =>
  MENU_ENTRIES.filter((entry) => isUnder(pattern, entry.path)).sort(
    (a, b) => segments(b.path).length - segments(a.path).length,
  )[0];

function adminExpectation(pattern: string, shown: ShownEntries): RouteExpectation {
  if (shown.adminMenu === null) return 'refused';
  const entry = menuEntryOf(pattern);
  if (!entry) return 'either';
  return shown.adminMenu.includes(entry.id) ? 'opens' : 'refused';
}

/** A nav item's page, and every page below an item whose path is a shell-gated area (`/incentives`). */
function navExpectation(pattern: string, shown: ShownEntries): RouteExpectation {
  const item = NAV_ITEMS.find(
    (candidate) =>
      candidate.path === pattern ||
      (AREA_POLICIES.some((area) => area.prefix === candidate.path) && isUnder(pattern, candidate.path)),
  );
  if (!item) return 'either';
  if (shown.nav.includes(item.id)) return item.path === pattern ? 'opens' : 'either';
  return 'refused';
}

/** Every served page a signed-in persona can be sent to, each with what the rules say it must show them. */
export function sweepPlan(shown: ShownEntries): SweepRoute[] {
  const patterns = [...new Set(Object.values(SERVED_PAGES).flat())].filter(
    (pattern) => !PUBLIC_PREFIXES.some((prefix) => isUnder(pattern, prefix)),
  );
  return patterns.map((pattern) => ({
    pattern,
    expectation: ADMIN_PREFIXES.some((prefix) => isUnder(pattern, prefix))
      ? adminExpectation(pattern, shown)
      : navExpectation(pattern, shown),
  }));
}

/**
 * The pattern with each parameter replaced by the value given for the path before it
 * (`/rewards/history/:id/receipt` reads `/rewards/history`); undefined when one is missing.
 */
export function fillPattern(pattern: string, valuesByParent: Readonly<Record<string, string | undefined>>) {
  const filled: string[] = [];
  for (const segment of segments(pattern)) {
    if (!segment.startsWith(':')) {
      filled.push(segment);
      continue;
    }
    const value = valuesByParent[`/${segments(pattern).slice(0, filled.length).join('/')}`];
    if (value === undefined) return undefined;
    filled.push(encodeURIComponent(value));
  }
  return `/${filled.join('/')}`;
}
