import type { CompanyProfile, FeatureFlags, UserProfile } from '../domain';
import { readTokenClaims } from '../session/jwt-claims';
import { fetchCompanyProfile, fetchFeatureFlags, fetchUserProfile } from './profile-api';
import { useProfileStore, type ProfileState } from './profile-store';

export interface ProfileFetchers {
  fetchUser: () => Promise<UserProfile>;
  fetchCompany: () => Promise<CompanyProfile>;
  fetchFlags: (userId: number) => Promise<FeatureFlags>;
}

const defaultFetchers: ProfileFetchers = {
  fetchUser: fetchUserProfile,
  fetchCompany: fetchCompanyProfile,
  fetchFlags: fetchFeatureFlags,
};

type Part = 'user' | 'company' | 'flags';
const inFlight = new Map<Part, Promise<unknown>>();

/** Loads one part once; a concurrent caller waits for the first request instead of sending its own. */
function loadPart<T>(part: Part, fetcher: () => Promise<T>, onError?: (error: unknown) => void): Promise<T> {
  const pending = inFlight.get(part) as Promise<T> | undefined;
  if (pending) return pending;
  const current = useProfileStore.getState()[part];
  if (current.status === 'fetched') return Promise.resolve(current.data as T);
  useProfileStore.setState({ [part]: { status: 'loading', data: current.data, error: null } } as Partial<ProfileState>);
  const request = fetcher()
    .then((data) => {
      useProfileStore.setState({ [part]: { status: 'fetched', data, error: null } } as Partial<ProfileState>);
      return data;
    })
    .catch((error: unknown) => {
      useProfileStore.setState({ [part]: { status: 'error', data: null, error } } as Partial<ProfileState>);
      onError?.(error);
      throw error;
    })
    .finally(() => inFlight.delete(part));
  inFlight.set(part, request);
  return request;
}

export interface LoadProfileOptions {
  fetchers?: Partial<ProfileFetchers>;
  onError?: (error: unknown) => void;
}

/** User and company, each loaded once (spec §4). */
export function loadProfile({ fetchers = {}, onError }: LoadProfileOptions = {}) {
  const { fetchUser, fetchCompany } = { ...defaultFetchers, ...fetchers };
  return Promise.all([loadPart('user', fetchUser, onError), loadPart('company', fetchCompany, onError)]);
}

/** Reloads both user and company, e.g. after a balance changed; a load under way finishes first. */
export async function refetchProfile(options: LoadProfileOptions = {}) {
  await Promise.allSettled([inFlight.get('user'), inFlight.get('company')]);
  useProfileStore.setState((state) => ({
    user: { ...state.user, status: 'idle' },
    company: { ...state.company, status: 'idle' },
  }));
  return loadProfile(options);
}

/** Feature flags, once per session, for the user id the token names. */
export function loadFeatureFlags(token: string, fetchers: Partial<ProfileFetchers> = {}) {
  const userId = readTokenClaims(token)?.user_id;
  if (userId === undefined) return Promise.reject(new Error('No user data in JWT'));
  const { fetchFlags } = { ...defaultFetchers, ...fetchers };
  return loadPart('flags', () => fetchFlags(userId));
}
