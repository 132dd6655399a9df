import { fetchRemotesConfig, RemotesConfigError } from './remotes-config';

const answer = (status: number, body: unknown) =>
  jest.fn().mockResolvedValue({ status, ok: status === 200, json: async () => body });

const config = {
  remotes: [{ id: 'rewards', name: 'laurel_rewards', entry: 'https://cdn.example/rewards/mf-manifest.json' }],
};

describe('fetchRemotesConfig', () => {
  it('reads remotes.json beside index.html, never from the cache', async () => {
    const fetchImpl = answer(200, config);
    await expect(fetchRemotesConfig(fetchImpl)).resolves.toEqual(config);
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  });

  it('fails clearly when the file is missing or malformed', async () => {
    await expect(fetchRemotesConfig(answer(404, {}))).rejects.toThrow('/remotes.json answered 404');
    await expect(fetchRemotesConfig(answer(200, { remotes: [{ id: 'rewards' }] }))).rejects.toBeInstanceOf(
      RemotesConfigError,
    );
  });
});
