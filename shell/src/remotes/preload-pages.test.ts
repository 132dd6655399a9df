import type { RemoteModule } from '@laurel/shared';
import { preloadPages } from './preload-pages';

const page = () => Object.assign(() => null, { preload: jest.fn(() => Promise.resolve()) });

describe('preloadPages', () => {
  it('preloads the pages whose path matches, admin routes included, and no other', () => {
    const dashboard = page();
    const detail = page();
    const catalogue = page();
    const remote: RemoteModule = {
      id: 'admin',
      contractVersion: 2,
      routes: [
        { path: '/admin/dashboard', Component: dashboard },
        { path: '/rewards', Component: catalogue },
      ],
      adminRoutes: [{ path: '/admin/rewards/:id', Component: detail }],
    };
    preloadPages(remote, '/admin/dashboard?tab=1');
    preloadPages(remote, '/admin/rewards/42');
    expect(dashboard.preload).toHaveBeenCalledTimes(1);
    expect(detail.preload).toHaveBeenCalledTimes(1);
    expect(catalogue.preload).not.toHaveBeenCalled();
  });

  it('leaves pages without a preload alone and keeps a failed preload quiet', async () => {
    const failing = Object.assign(() => null, { preload: jest.fn(() => Promise.reject(new Error('offline'))) });
    const remote: RemoteModule = {
      id: 'rewards',
      contractVersion: 2,
      routes: [
        { path: '/rewards', Component: () => null },
        { path: '/rewards', Component: failing },
      ],
    };
    expect(() => preloadPages(remote, '/rewards')).not.toThrow();
    await Promise.resolve();
    expect(failing.preload).toHaveBeenCalledTimes(1);
  });
});
