import { create } from 'zustand';
import type { CompanyProfile, FeatureFlags, SpoofingState, UserProfile } from '../domain';
import { idle, type LoadState } from './load-state';

export interface ProfileState {
  user: LoadState<UserProfile>;
  company: LoadState<CompanyProfile>;
  flags: LoadState<FeatureFlags>;
  spoofing: SpoofingState | null;
}

/** The signed-in user's profile, company and flags; one store per page, shared by every app. */
export const useProfileStore = create<ProfileState>(() => ({
  user: idle(),
  company: idle(),
  flags: idle(),
  spoofing: null,
}));

export const resetProfileStore = () =>
  useProfileStore.setState({ user: idle(), company: idle(), flags: idle(), spoofing: null });
