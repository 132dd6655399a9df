import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { createFederationLoader, REMOTES_CONFIG_FRESH_MS } from './federation';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const config = {
  remotes: [{ id: 'rewards' as const, name: 'laurel_rewards', entry: 'http://localhost:3004/mf-manifest.json' }],
};
const Page = () => null;

describe('createFederationLoader', () => {
  beforeEach(() => jest.clearAllMocks());

  it('registers the configured remotes with the retry and failure plugins', () => {
    createFederationLoader(config);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'laurel_rewards', alias: 'rewards', entry: 'http://localhost:3004/mf-manifest.json' },
    ]);
    const plugins = (registerPlugins as jest.Mock).mock.calls[0][0] as { name: string }[];
    expect(plugins.map((plugin) => plugin.name)).toEqual(['laurel-remote-retry', 'laurel-remote-failure']);
  });

  it('loads ./remote and checks its contract', async () => {
    (loadRemote as jest.Mock).mockResolvedValue({
      default: { id: 'rewards', contractVersion: 2, routes: [{ path: '/rewards', Component: Page }] },
    });
    const loader = createFederationLoader(config);
    await expect(loader.load('rewards')).resolves.toMatchObject({ id: 'rewards' });
    expect(loadRemote).toHaveBeenCalledWith('laurel_rewards/remote');
  });

  it('refuses a remote whose contract version this shell does not support', async () => {
    (loadRemote as jest.Mock).mockResolvedValue({ id: 'rewards', contractVersion: 99, routes: [] });
    await expect(createFederationLoader(config).load('rewards')).rejects.toThrow(/contract version 99/);
  });

  it('re-registers a failed remote by force so that a retry fetches it again', () => {
    createFederationLoader(config).reset('rewards');
    expect(registerRemotes).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'laurel_rewards' })], {
      force: true,
    });
  });

  describe('a release promoted while the page is open', () => {
    const promoted = 'http://localhost:3004/releases/0.1.0-0123abcd/mf-manifest.json';
    const latest = { remotes: [{ ...config.remotes[0], entry: promoted }] };
    const valid = { default: { id: 'rewards', contractVersion: 2, routes: [{ path: '/rewards', Component: Page }] } };
    beforeEach(() => (loadRemote as jest.Mock).mockResolvedValue(valid));

    it('is what a later navigation loads, when this page has not loaded that remote yet', async () => {
      let clock = 0;
      const readLatestConfig = jest.fn().mockResolvedValue(latest);
      const loader = createFederationLoader(config, { readLatestConfig, now: () => clock });
      clock = REMOTES_CONFIG_FRESH_MS;
      await loader.load('rewards');
      expect(registerRemotes).toHaveBeenLastCalledWith([expect.objectContaining({ entry: promoted })], { force: true });
      expect(readLatestConfig).toHaveBeenCalledTimes(1);
    });

    it("is not looked up for the page's first loads: remotes.json was just read", async () => {
      const readLatestConfig = jest.fn().mockResolvedValue(latest);
      await createFederationLoader(config, { readLatestConfig, now: () => 0 }).load('rewards');
      expect(readLatestConfig).not.toHaveBeenCalled();
    });

    it('does not replace a remote this page already runs: its lazy chunks keep coming from its own release', async () => {
      let clock = 0;
      const readLatestConfig = jest.fn().mockResolvedValue(latest);
      const loader = createFederationLoader(config, { readLatestConfig, now: () => clock });
      await loader.load('rewards');
      clock = REMOTES_CONFIG_FRESH_MS * 2;
      await loader.load('rewards');
      expect(readLatestConfig).not.toHaveBeenCalled();
      expect(registerRemotes).toHaveBeenCalledTimes(1);
    });

    it('keeps the entry it has when remotes.json cannot be read', async () => {
      let clock = 0;
      const readLatestConfig = jest.fn().mockRejectedValue(new Error('offline'));
      const loader = createFederationLoader(config, { readLatestConfig, now: () => clock });
      clock = REMOTES_CONFIG_FRESH_MS;
      await expect(loader.load('rewards')).resolves.toMatchObject({ id: 'rewards' });
      expect(registerRemotes).toHaveBeenCalledTimes(1);
    });
  });
});
