import { bootstrapApp, sampleSessionReplayOnProfile, v2Client } from '@laurel/shared';
import { fetchAppConfigFile } from './app-config-file';
import { tokenWhenSignedIn } from './token-when-signed-in';

export const SUPPORT_CHAT_HASH_PATH = '/intercom_hash_generator';

/**
 * Analytics, experiments, monitoring and support chat, per environment (spec §4): initialised at once,
 * the user identified once signed in, session replay sampled once the profile is known (spec §9), and the
 * support chat booted with the user's hash when it is on.
 */
export async function bootServices(loadConfig = fetchAppConfigFile) {
  const { env, values } = await loadConfig();
  const services = await bootstrapApp({ env, values, getToken: tokenWhenSignedIn });
  sampleSessionReplayOnProfile(services);
  if (services.config.supportChat.appId) {
    const { data } = await v2Client.get<{ data: { hash: string } }>(SUPPORT_CHAT_HASH_PATH);
    services.supportChat.boot(data.hash);
  }
  return services;
}
