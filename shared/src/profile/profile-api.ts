import type { CompanyProfile, FeatureFlags, SpoofingState, UserProfile } from '../domain';
import { v2Client } from '../http';

interface Result<T> {
  result: T;
}

export const fetchUserProfile = async () =>
  (await v2Client.get<Result<UserProfile>>('/profile/user', { params: { view: 'profile' } })).result;

export const fetchCompanyProfile = async () =>
  (await v2Client.get<Result<CompanyProfile>>('/profile/company', { params: { view: 'profile' } })).result;

export const fetchNavigationProfile = async () =>
  (await v2Client.get<Result<UserProfile>>('/profile/user', { params: { view: 'navigation' } })).result;

export const fetchFeatureFlags = async (userId: number) =>
  (await v2Client.get<{ flags: FeatureFlags }>('/feature_flags', { params: { user_id: userId } })).flags;

export const fetchSpoofing = () => v2Client.get<SpoofingState>('/spoofing');
