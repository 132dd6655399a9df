import { expect } from '@playwright/test';
import type { AwardDetail, AwardForm, AwardGiveRequest, IncentiveUserSummary } from '@laurel/shared/contract';
import type { ApiSession } from './api-session';

export const AWARDS_ADMIN = '/admin/programs/awards';
export const ARCHIVED_AWARDS = `${AWARDS_ADMIN}/archived`;
export const PENDING_AWARDS = `${AWARDS_ADMIN}/pending`;
export const ADMIN_AWARDS_API = '/api/v2/admin/awards/awards';

/** An award's name no other test (or run) uses: awards of one run share the mock API. */
export const uniqueAwardName = (label: string) => `${label} ${Date.now().toString(36)}`.slice(0, 40);

/**
 * Creates a manual award through the admin API as `session`'s persona (an awards or company admin):
 * everyone may receive it, 10 points, the giver's own message, no budget and no approval, unless
 * `overrides` says otherwise.
 */
export async function createAward(session: ApiSession, overrides: Partial<AwardForm> = {}): Promise<AwardDetail> {
  const form: Partial<AwardForm> = {
    name: uniqueAwardName('Award'),
    description: '<p>Made by an end-to-end test.</p>',
    amount: 10,
    message: 'Thank you @recipient!',
    messageEditable: true,
    ...overrides,
  };
  const answer = await session.post<AwardDetail>(ADMIN_AWARDS_API, form);
  expect(answer.status, `POST ${ADMIN_AWARDS_API}`).toBe(201);
  return answer.body;
}

/** A colleague of `session`'s persona found by name (`POST /user_management/users/search`). */
export async function findColleague(session: ApiSession, search: string): Promise<IncentiveUserSummary> {
  const answer = await session.post<{ result: IncentiveUserSummary[] }>('/api/v2/user_management/users/search', {
    search,
  });
  expect(answer.status, `search ${search}`).toBe(200);
  const [first] = answer.body.result;
  expect(first, `someone matches ${search}`).toBeDefined();
  return first!;
}

/**
 * Gives the award to `recipient` (named by the reason's token; a message without a placeholder starts with
 * them) as `session`'s persona (`POST /bonuses` with `award_id`): 201 with the
 * post, or 202 with the `approval_request` when the award needs approval.
 */
export async function giveAward(
  session: ApiSession,
  awardId: number,
  recipient: Pick<IncentiveUserSummary, 'username' | 'displayName'>,
  reason = 'Thank you @recipient!',
) {
  const answer = await session.post<{ result: { id: number } | null; approval_request?: AwardGiveRequest }>(
    '/api/v2/bonuses',
    {
      bonus: {
        award_id: awardId,
        reason,
        reason_tokens: [
          {
            context: 'recipient',
            token: `@${recipient.username}`,
            display_name: recipient.displayName,
            type: 'username',
          },
        ],
      },
    },
  );
  expect([201, 202], 'POST /api/v2/bonuses with an award').toContain(answer.status);
  return answer.body;
}
