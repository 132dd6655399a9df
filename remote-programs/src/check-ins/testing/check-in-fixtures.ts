import type { CheckIn, MyCheckIns } from '@laurel/shared/contract';
import { subjectFor } from '@laurel/shared/testing/profiles';

export const checkIn = (overrides: Partial<CheckIn> = {}): CheckIn => ({
  id: 7,
  author: { id: 1, displayName: 'Emma Employee', profilePic: null },
  period: { start: '2026-11-23', end: '2026-11-29' },
  wentWell: 'Shipped the importer',
  blockers: '',
  mood: 4,
  createdAt: '2026-11-24T09:00:00.000Z',
  updatedAt: '2026-11-24T09:00:00.000Z',
  managerComment: null,
  pulse: null,
  ...overrides,
});

export const myCheckIns = (overrides: Partial<MyCheckIns> = {}): MyCheckIns => ({
  cadence: 'weekly',
  period: { start: '2026-11-23', end: '2026-11-29' },
  current: null,
  history: [],
  pulse: null,
  ...overrides,
});

/** A person of the main company whose manager expects weekly check-ins. */
export const checkInWriter = () =>
  ({
    ...subjectFor('tier_three', { manager_check_in_settings: { cadence: 'weekly' } }),
    flags: { 'check-ins': true, 'one-on-ones': true },
  }) as const;

/** The manager: no cadence of their own, direct reports to answer. */
export const checkInManager = () =>
  ({
    ...subjectFor('tier_three', { id: 2, is_manager: true }),
    flags: { 'check-ins': true, 'one-on-ones': true },
  }) as const;
