import { fetchAppConfigFile } from './app-config-file';

const answer = (status: number, body: unknown) =>
  jest.fn(async () => ({ ok: status < 400, status, json: async () => body }) as Response);

describe('fetchAppConfigFile', () => {
  it('reads the environment and values served beside index.html', async () => {
    const file = { env: 'staging', values: { analyticsEventHost: 'https://events.example' } };
    await expect(fetchAppConfigFile(answer(200, file))).resolves.toEqual(file);
  });

  it('switches everything off (development) when the file is missing or not JSON', async () => {
    await expect(fetchAppConfigFile(answer(404, null))).resolves.toEqual({ env: 'development', values: {} });
    const broken = jest.fn(async () => ({ ok: true, json: async () => JSON.parse('<html>') }) as Response);
    await expect(fetchAppConfigFile(broken)).resolves.toEqual({ env: 'development', values: {} });
  });

  it('treats an unknown environment as development', async () => {
    await expect(fetchAppConfigFile(answer(200, { env: 'moon', values: {} }))).resolves.toEqual({
      env: 'development',
      values: {},
    });
  });
});
