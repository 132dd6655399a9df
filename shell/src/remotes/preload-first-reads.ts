import { v2Client } from '@laurel/shared';
import { BONUS_FEEDS_PATH, bonusFeedPageParams } from '@laurel/shared/recognition';
import { HOME_MOUNT } from './route-table';

/**
 * Starts, at boot, the API read the page opened first makes once its remote has loaded. On `/` the feed's
 * first page was the last request of a chain (shell, session, remote, then the feed) and its first card
 * is the page's largest paint; asked for with the session, it arrives beside the remote's code.
 */
export function preloadFirstReads(pathname: string): void {
  if (pathname === HOME_MOUNT.path) v2Client.preload(BONUS_FEEDS_PATH, bonusFeedPageParams(1));
}
