import type { NominationPeriodDetail, NominationPeriodListItem, NominationUserSummary } from '@laurel/shared/contract';

const DAY_MS = 24 * 60 * 60 * 1000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

export const person = (id: number, displayName: string): NominationUserSummary => ({
  id,
  displayName,
  email: `${displayName.split(' ')[0]!.toLowerCase()}@example.com`,
  profilePic: null,
  username: displayName.split(' ')[0]!.toLowerCase(),
});

export const listedPeriod = (
  id: number,
  name: string,
  dates: { startDate: string; endDate: string | null },
  more: Partial<NominationPeriodListItem> = {},
): NominationPeriodListItem => ({
  id,
  name,
  description: '<p>Who lives our values?</p>',
  ...dates,
  status: 'open',
  uniqueNominatedUserCount: 0,
  totalNominations: 0,
  creator: person(1, 'Ada Admin'),
  visibility: 'admin',
  ...more,
});

export const OPEN = { startDate: daysFromNow(-3), endDate: daysFromNow(10) };
export const UPCOMING = { startDate: daysFromNow(5), endDate: daysFromNow(30) };
export const CLOSED = { startDate: daysFromNow(-40), endDate: daysFromNow(-10) };

const alex = person(11, 'Alex Park');
const sam = person(12, 'Sam Rivera');
const emma = person(13, 'Emma Stone');

/** An open period with two nominations of Alex and one of Sam, Alex a favourite. */
export const periodDetail = (more: Partial<NominationPeriodDetail> = {}): NominationPeriodDetail => ({
  ...listedPeriod(7, 'Culture Champion', OPEN, { totalNominations: 3, uniqueNominatedUserCount: 2 }),
  nominationLimit: 3,
  nominations: [
    {
      id: 3,
      reason: 'Calm in a storm.',
      nominationPeriodId: 7,
      nominatorId: 13,
      nominatedUserId: 11,
      nominator: emma,
      nominatedUser: alex,
      createdAt: daysFromNow(-1),
    },
    {
      id: 2,
      reason: 'Ran the workshop.',
      nominationPeriodId: 7,
      nominatorId: 13,
      nominatedUserId: 12,
      nominator: emma,
      nominatedUser: sam,
      createdAt: daysFromNow(-2),
    },
    {
      id: 1,
      reason: 'Helps new starters.',
      nominationPeriodId: 7,
      nominatorId: 12,
      nominatedUserId: 11,
      nominator: sam,
      nominatedUser: alex,
      createdAt: daysFromNow(-3),
    },
  ],
  nomineeRulesGroup: { groupType: 'AND', conditions: [] },
  nominatorRulesGroup: { groupType: 'OR', conditions: [{ attr: 'department', value: 'Sales' }] },
  favoritedUserIds: [11],
  nominatedUserSummaries: [
    { userId: 11, summary: 'Calm in a storm. · Helps new starters.', user: alex },
    { userId: 12, summary: 'Ran the workshop.', user: sam },
  ],
  ...more,
});
