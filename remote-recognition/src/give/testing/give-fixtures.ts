import { v2Client } from '@laurel/shared';
import type { GiverBudget, RecipientResult, RecognitionSettings } from '@laurel/shared/recognition';

export const settingsFixture = (overrides: Partial<RecognitionSettings> = {}): RecognitionSettings => ({
  core_values: [
    { hashtag: 'OwnIt', description: 'We take responsibility.' },
    { hashtag: 'BeCurious', description: 'We ask and learn.' },
  ],
  company_hashtags: ['OwnIt', 'BeCurious'],
  hashtagging_mode: 'at_least_one_company_hashtag',
  zero_point_bonuses: false,
  bonus_privacy: 'true',
  suggested_give_amounts: [5, 10, 25],
  example_reason: '+10 @jordan for the checklist #OwnIt',
  disable_image_uploads: false,
  disable_video_uploads: false,
  disable_video_recordings: false,
  disable_gifs: false,
  budget: { singular: 'point', plural: 'points' },
  chat_integrations: { has_slack_integration: false, has_ms_teams_integration: false },
  ...overrides,
});

export const budgetFixture = (overrides: Partial<GiverBudget> = {}): GiverBudget => ({
  id: 1,
  giving_balance: 100,
  flash_points_balance: 0,
  earning_balance: 0,
  monthly_allowance: 100,
  can_give_non_zero: true,
  ...overrides,
});

export const alice: RecipientResult = { id: 2, display_name: 'Alice Ng', username: 'alice', profile_pic_url: null };

/** Answers the composer's reads from fixtures; anything else fails as a server would. */
export function answerComposerReads(
  settings = settingsFixture(),
  budget = budgetFixture(),
  people: readonly RecipientResult[] = [alice],
) {
  return jest.spyOn(v2Client, 'get').mockImplementation(async (path: string) => {
    if (path === '/companies/show') return { result: settings };
    if (path === '/users/show') return { result: budget };
    const person = people.find((candidate) => path === `/user_management/users/${candidate.id}`);
    if (person) return person;
    throw new Error(`Unexpected GET ${path}`);
  });
}
