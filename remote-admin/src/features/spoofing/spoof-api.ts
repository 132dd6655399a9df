import { v2Client } from '@laurel/shared';

export interface SpoofCandidate {
  id: number;
  display_name: string;
  email: string;
  company_name: string;
}

export const SPOOF_SEARCH_DEBOUNCE_MS = 250;

export const searchSpoofCandidates = async (query: string, signal?: AbortSignal) =>
  (await v2Client.get<{ users: SpoofCandidate[] }>('/super_admin/users', { params: { q: query }, signal })).users;

export const startSpoofing = (userId: number) =>
  v2Client.post<{ redirect_to: string }>('/super_admin/spoof', { user_id: userId });
