import { companyProfile, userProfile } from '../../testing/profiles';
import { loadFeatureFlags, loadProfile, refetchProfile } from './profile-loader';
import { resetProfileStore, useProfileStore } from './profile-store';

const tokenFor = (claims: object) => `x.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.y`;

describe('profile loading', () => {
  beforeEach(resetProfileStore);

  it('loads user and company once, concurrent callers sharing the first request', async () => {
    const fetchUser = jest.fn(async () => userProfile());
    const fetchCompany = jest.fn(async () => companyProfile());
    const first = loadProfile({ fetchers: { fetchUser, fetchCompany } });
    expect(useProfileStore.getState().user.status).toBe('loading');
    await Promise.all([first, loadProfile({ fetchers: { fetchUser, fetchCompany } })]);
    await loadProfile({ fetchers: { fetchUser, fetchCompany } });
    expect(fetchUser).toHaveBeenCalledTimes(1);
    expect(fetchCompany).toHaveBeenCalledTimes(1);
    expect(useProfileStore.getState().user).toMatchObject({ status: 'fetched', data: { id: 1 } });
  });

  it('reloads both on refetch', async () => {
    let calls = 0;
    const fetchUser = jest.fn(async () => userProfile({ giving_balance: ++calls * 10 }));
    const fetchCompany = jest.fn(async () => companyProfile());
    await loadProfile({ fetchers: { fetchUser, fetchCompany } });
    await refetchProfile({ fetchers: { fetchUser, fetchCompany } });
    expect(fetchUser).toHaveBeenCalledTimes(2);
    expect(fetchCompany).toHaveBeenCalledTimes(2);
    expect(useProfileStore.getState().user.data?.giving_balance).toBe(20);
  });

  it('stores a failure and calls the error callback', async () => {
    const failure = new Error('down');
    const onError = jest.fn();
    const load = loadProfile({
      fetchers: { fetchUser: () => Promise.reject(failure), fetchCompany: async () => companyProfile() },
      onError,
    });
    await expect(load).rejects.toBe(failure);
    expect(useProfileStore.getState().user).toMatchObject({ status: 'error', error: failure });
    expect(onError).toHaveBeenCalledWith(failure);
  });
});

describe('feature flags', () => {
  beforeEach(resetProfileStore);

  it('are fetched once for the user id in the token', async () => {
    const fetchFlags = jest.fn(async () => ({ 'seasonal-themes': true }));
    await loadFeatureFlags(tokenFor({ user_id: 7 }), { fetchFlags });
    await loadFeatureFlags(tokenFor({ user_id: 7 }), { fetchFlags });
    expect(fetchFlags).toHaveBeenCalledTimes(1);
    expect(fetchFlags).toHaveBeenCalledWith(7);
    expect(useProfileStore.getState().flags.data).toEqual({ 'seasonal-themes': true });
  });

  it('fail without a user id in the token', async () => {
    await expect(loadFeatureFlags(tokenFor({ company_id: 1 }))).rejects.toThrow('No user data in JWT');
  });
});

describe('refetch during a load', () => {
  beforeEach(resetProfileStore);

  it('waits for the load under way, then loads both again', async () => {
    let calls = 0;
    const fetchUser = jest.fn(async () => userProfile({ giving_balance: ++calls }));
    const fetchCompany = jest.fn(async () => companyProfile());
    const first = loadProfile({ fetchers: { fetchUser, fetchCompany } });
    await refetchProfile({ fetchers: { fetchUser, fetchCompany } });
    await first;
    expect(fetchUser).toHaveBeenCalledTimes(2);
    expect(useProfileStore.getState().user.data?.giving_balance).toBe(2);
  });
});
