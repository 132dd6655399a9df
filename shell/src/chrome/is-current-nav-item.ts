import type { NavItem } from '@laurel/shared';

/** Whether `pathname` belongs to the item; `/` matches only itself. */
export const isCurrentNavItem = (item: NavItem, pathname: string) =>
  item.activePrefixes.some((prefix) => (prefix === '/' ? pathname === '/' : pathname.startsWith(prefix)));
