import type { AppServices } from '../config/bootstrap-app';
import { replaySampling } from '../config/sampling';
import { useProfileStore, type ProfileState } from './profile-store';

/**
 * Once the person and their company are known, draws the session into analytics replay at the rate of
 * spec §9 for them on this host. Returns a stop for a page that leaves before the profile loads.
 */
export function sampleSessionReplayOnProfile(services: AppServices, random?: () => number): () => void {
  const sample = ({ user, company }: ProfileState) => {
    if (user.status !== 'fetched' || company.status !== 'fetched' || !user.data || !company.data) return false;
    const { env, analytics } = services.config;
    const rates = replaySampling({
      env,
      company: company.data,
      user: user.data,
      internalEmailDomain: analytics.sessionReplay.internalEmailDomain,
    });
    services.analytics.startSessionReplay(rates.sessionReplay, random);
    return true;
  };
  if (sample(useProfileStore.getState())) return () => undefined;
  const stop = useProfileStore.subscribe((state) => {
    if (sample(state)) stop();
  });
  return stop;
}
