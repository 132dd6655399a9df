import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { createFederationLoader } from './federation';

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
});
