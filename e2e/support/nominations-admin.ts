import { expect } from '@playwright/test';
import type { NominationPeriodDetail, NominationPeriodForm } from '@laurel/shared/contract';
import type { ApiSession } from './api-session';

export const NOMINATIONS_ADMIN = '/admin/programs/nominations';
export const NOMINATION_PERIODS_API = '/api/v2/admin/nomination_periods';
export const nominationPeriodPath = (id: number) => `${NOMINATIONS_ADMIN}/${id}`;
export const sharedNominationPath = (id: number) => `/share/nominations/${id}`;

const DAY_MS = 24 * 60 * 60 * 1000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/** A period's name no other test (or run) uses: periods of one run share the mock API. */
export const uniquePeriodName = (label: string) => `${label} ${Date.now().toString(36)}`;

/**
 * Creates a nomination period through the admin API as `session`'s persona (an awards or company admin):
 * open from yesterday for two weeks, everyone may nominate and be nominated, no limit, admin-only,
 * unless `overrides` says otherwise.
 */
export async function createPeriod(
  session: ApiSession,
  overrides: Partial<NominationPeriodForm> = {},
): Promise<NominationPeriodDetail> {
  const form: NominationPeriodForm = {
    name: uniquePeriodName('Period'),
    description: '<p>Made by an end-to-end test.</p>',
    startDate: dayFromNow(-1),
    endDate: dayFromNow(14),
    nomineeRulesGroup: { groupType: 'AND', conditions: [] },
    nominatorRulesGroup: { groupType: 'AND', conditions: [] },
    nominationLimit: null,
    visibility: 'admin',
    ...overrides,
  };
  const answer = await session.post<NominationPeriodDetail>(NOMINATION_PERIODS_API, form);
  expect(answer.status, `POST ${NOMINATION_PERIODS_API}`).toBe(201);
  return answer.body;
}

/** Dates for `createPeriod` that make it upcoming: from `startInDays` on, for a month. */
export const upcomingDates = (startInDays = 7) => ({
  startDate: dayFromNow(startInDays),
  endDate: dayFromNow(startInDays + 30),
});

/** Nominates `nominatedUserId` in the period as `session`'s persona (`POST /nominations`). */
export async function nominate(
  session: ApiSession,
  nominationPeriodId: number,
  nominatedUserId: number,
  reason: string,
) {
  const answer = await session.post<{ id: number }>('/api/v2/nominations', {
    nominationPeriodId,
    nominatedUserId,
    reason,
  });
  expect(answer.status, 'POST /api/v2/nominations').toBe(201);
  return answer.body;
}
