import type { Nomination, NominationUserSummary, NominatorNominationPeriod } from '@laurel/shared/contract';

export const colleague = (overrides: Partial<NominationUserSummary> = {}): NominationUserSummary => ({
  id: 21,
  displayName: 'Anna Lee',
  email: 'anna@example.com',
  profilePic: null,
  username: 'anna',
  ...overrides,
});

export const nominatorPeriod = (overrides: Partial<NominatorNominationPeriod> = {}): NominatorNominationPeriod => ({
  id: 5,
  name: 'Team player 2026',
  description: '<p>Who made the team <strong>better</strong>?</p>',
  nominationLimit: 3,
  startDate: '2026-11-01T00:00:00.000Z',
  endDate: '2026-12-31T00:00:00.000Z',
  status: 'open',
  currentUserNominations: [],
  nomineeRulesGroup: { groupType: 'AND', conditions: [] },
  ...overrides,
});

export const nomination = (overrides: Partial<Nomination> = {}): Nomination => ({
  id: 900,
  reason: 'Stayed late to ship the release',
  nominationPeriodId: 5,
  nominatorId: 7,
  nominatedUserId: 21,
  nominator: colleague({ id: 7, displayName: 'Emma Stone', email: 'emma@example.com', username: 'emma' }),
  nominatedUser: colleague(),
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
