import { SERVED_PAGES } from '@laurel/shared/contract';
import type { RemoteId } from '@laurel/shared';
import { remotesServing } from './route-table';

describe('remotesServing', () => {
  it.each([
    ['/', ['recognition']],
    ['/bonuses/12?tab=comments', ['recognition']],
    ['/rewards', ['rewards']],
    ['/rewards/history', ['rewards']],
    ['/rewards-dev', ['rewards']],
    ['/incentives/3', ['programs']],
    ['/share/nominations/9', ['programs']],
    ['/admin/dashboard', ['admin']],
    ['/admin/rewards/catalog', ['admin', 'rewards']],
    ['/admin/company/announcements', ['admin', 'announcements']],
    ['/super_admin', ['admin']],
    ['/p/recap/7?from=2026-01-01', ['admin']],
  ])('names who draws %s', (path, remotes) => {
    expect(remotesServing(path)).toEqual(remotes);
  });

  it('names nobody for a page no remote serves', () => {
    expect(remotesServing('/bonusesque')).toEqual([]);
    expect(remotesServing('/nowhere')).toEqual([]);
    expect(remotesServing('/rewards-devices')).toEqual([]);
  });

  // A page a remote serves but the shell mounts nowhere is a 404 the menus and the bell would lead to.
  it.each(Object.entries(SERVED_PAGES).flatMap(([remote, pages]) => pages.map((page) => [page, remote])))(
    'mounts %s, served by %s, where that remote draws it',
    (page, remote) => {
      expect(remotesServing(page.replace(/:\w+/g, '7'))).toContain(remote as RemoteId);
    },
  );
});
