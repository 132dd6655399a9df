import { parseRemotesConfig, type RemotesConfig } from '@laurel/shared';

export const REMOTES_CONFIG_PATH = '/remotes.json';

export class RemotesConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RemotesConfigError';
  }
}

/** Reads the remote registry served beside index.html; no remote URL is compiled into the shell. */
export async function fetchRemotesConfig(fetchImpl: typeof fetch = fetch): Promise<RemotesConfig> {
  const response = await fetchImpl(REMOTES_CONFIG_PATH, { cache: 'no-cache' });
  if (!response.ok) throw new RemotesConfigError(`${REMOTES_CONFIG_PATH} answered ${response.status}`);
  const parsed = parseRemotesConfig(await response.json());
  if (!parsed.success) throw new RemotesConfigError(`${REMOTES_CONFIG_PATH} is malformed: ${parsed.error}`);
  return parsed.data;
}
