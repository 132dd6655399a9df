import type { ConfigValues, Environment } from '@laurel/shared';

export const APP_CONFIG_PATH = '/app-config.json';

export interface AppConfigFile {
  env: Environment;
  values: ConfigValues;
}

const DEVELOPMENT: AppConfigFile = { env: 'development', values: {} };
const ENVIRONMENTS: readonly Environment[] = ['development', 'production', 'staging'];

/**
 * Analytics, experiment, monitoring and support-chat settings, served beside index.html per environment
 * like remotes.json. Without the file everything third-party is off, as in development.
 */
export async function fetchAppConfigFile(fetchImpl: typeof fetch = fetch): Promise<AppConfigFile> {
  try {
    const response = await fetchImpl(APP_CONFIG_PATH, { cache: 'no-cache' });
    if (!response.ok) return DEVELOPMENT;
    const file = (await response.json()) as Partial<AppConfigFile>;
    const env = ENVIRONMENTS.find((candidate) => candidate === file.env) ?? 'development';
    return { env, values: file.values ?? {} };
  } catch {
    return DEVELOPMENT;
  }
}
