import type { HashtagSummary, UserProfileSummary } from '@laurel/shared/recognition';

export const mateoProfile = (overrides: Partial<UserProfileSummary> = {}): UserProfileSummary => ({
  id: 2,
  display_name: 'Mateo Manager',
  username: 'mateo-manager-2',
  profile_pic_url: null,
  department: 'Engineering',
  role: 'Engineering manager',
  location: 'Lisbon',
  received_count: 12,
  given_count: 3,
  top_hashtags: [
    { hashtag: 'OwnIt', count: 7 },
    { hashtag: 'BeCurious', count: 2 },
  ],
  can_receive: true,
  ...overrides,
});

export const ownItSummary = (overrides: Partial<HashtagSummary> = {}): HashtagSummary => ({
  hashtag: 'OwnIt',
  description: 'We take responsibility from start to finish.',
  is_company_value: true,
  recognitions_count: 31,
  ...overrides,
});
