import type { CelebrationType } from '@laurel/shared/contract';
import type { CelebrationRow, Database, User } from '../db/types';

export const ADMIN_CELEBRATIONS = '/api/v2/admin/celebrations';
export const CELEBRATIONS_REPORT = '/api/v2/admin/celebrations_report';

/** Nobody has a date to celebrate: each test gives dates to the people it is about. */
export function clearCelebrationDates(db: Database) {
  for (const user of db.users) {
    user.birthday = null;
    user.start_date = null;
    user.time_zone = 'UTC';
    user.created_at = '2020-01-01T12:00:00.000Z';
  }
}

export const celebrationOf = (db: Database, companyId: number, type: CelebrationType) =>
  db.celebrations.find((row) => row.company_id === companyId && row.type === type)!;

/** Active colleagues of the company without a persona, for the people a test celebrates. */
export const colleaguesIn = (db: Database, companyId: number): User[] =>
  db.users.filter((user) => user.company_id === companyId && !user.persona && user.status === 'active');

/** A celebration of the company, added straight to the db (for cases that test something else). */
export function celebrationIn(db: Database, companyId: number, id: number, overrides: Partial<CelebrationRow> = {}) {
  const row: CelebrationRow = {
    id,
    company_id: companyId,
    type: 'custom_yearly_date',
    name: 'Matrix day',
    giver_id: null,
    headline: 'Matrix day',
    amount: 0,
    include_benefactors: false,
    reason: 'Happy matrix day',
    image_url: null,
    icon_url: null,
    state: 'active',
    visibility: 'publicly_visible',
    work_anniversary_point_setting: 'everyYearWithSameAmount',
    year_amount_mappings: [],
    receiving_rules_group: null,
    celebration_date: '2026-12-31',
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    ...overrides,
  };
  db.celebrations.push(row);
  return row;
}
