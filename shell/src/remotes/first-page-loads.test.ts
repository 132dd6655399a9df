import type { RemoteModule } from '@laurel/shared';
import { startFirstPageLoads } from './first-page-loads';

const remoteModule = (id: RemoteModule['id']): RemoteModule => ({ id, contractVersion: 2, routes: [] });

describe('startFirstPageLoads', () => {
  it("starts the page's remotes at once and hands that load to the first slot that asks", async () => {
    const inner = { load: jest.fn((id: RemoteModule['id']) => Promise.resolve(remoteModule(id))), reset: jest.fn() };
    const loader = startFirstPageLoads(inner, '/rewards/history');
    expect(inner.load.mock.calls).toEqual([['rewards']]);
    await expect(loader.load('rewards')).resolves.toMatchObject({ id: 'rewards' });
    expect(inner.load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing ahead in an area the shell gates, whose code loads only for those who may enter', () => {
    const inner = { load: jest.fn(), reset: jest.fn() };
    startFirstPageLoads(inner, '/admin/rewards/catalog');
    startFirstPageLoads(inner, '/super_admin/spoof/new');
    startFirstPageLoads(inner, '/incentives/12');
    expect(inner.load).not.toHaveBeenCalled();
  });

  it('loads afresh after the first load was taken (a retry) and for remotes the page did not need', async () => {
    const inner = { load: jest.fn((id: RemoteModule['id']) => Promise.resolve(remoteModule(id))), reset: jest.fn() };
    const loader = startFirstPageLoads(inner, '/');
    await loader.load('recognition');
    loader.reset('recognition');
    await loader.load('recognition');
    await loader.load('programs');
    expect(inner.load.mock.calls).toEqual([['recognition'], ['recognition'], ['programs']]);
    expect(inner.reset).toHaveBeenCalledWith('recognition');
  });

  it('keeps a failed first load for its slot to show, without an unhandled rejection', async () => {
    const failure = new Error('remote down');
    const inner = { load: jest.fn(() => Promise.reject(failure)), reset: jest.fn() };
    const loader = startFirstPageLoads(inner, '/');
    await Promise.resolve();
    await expect(loader.load('recognition')).rejects.toBe(failure);
  });
});
