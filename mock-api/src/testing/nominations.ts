import type { NominationPeriodForm } from '@laurel/shared/contract';
import type { Database, NominationPeriodRow, NominationRow, User } from '../db/types';

export const ADMIN_NOMINATION_PERIODS = '/api/v2/admin/nomination_periods';
export const NOMINATION_PERIODS = '/api/v2/nomination_periods';
export const NOMINATIONS = '/api/v2/nominations';
export { PUBLIC_NOMINATION_PERIODS } from '../nominations/public-nomination-routes';

/** A form that passes every rule: open from 2026-11-01 to 2026-12-01 for everyone, 2 nominations each. */
export const nominationPeriodForm = (overrides: Partial<NominationPeriodForm> = {}): Partial<NominationPeriodForm> => ({
  name: 'Team player',
  description: '<p>Who helped the most?</p>',
  startDate: '2026-11-01T00:00:00.000Z',
  endDate: '2026-12-01T00:00:00.000Z',
  nominationLimit: 2,
  ...overrides,
});

/** A period of the company, added straight to the db (for cases that test something else). */
export function nominationPeriodIn(
  db: Database,
  companyId: number,
  creator: User,
  id: number,
  overrides: Partial<NominationPeriodRow> = {},
): NominationPeriodRow {
  const row: NominationPeriodRow = {
    id,
    company_id: companyId,
    creator_id: creator.id,
    name: 'Matrix period',
    description: '',
    start_date: '2020-01-01T00:00:00.000Z',
    end_date: null,
    nominee_rules: { conditions_operator: 'and', conditions: [] },
    nominator_rules: { conditions_operator: 'and', conditions: [] },
    nomination_limit: null,
    visibility: 'admin',
    favorited_user_ids: [],
    created_at: '2020-01-01T00:00:00.000Z',
    ...overrides,
  };
  db.nomination_periods.push(row);
  return row;
}

export function nominationIn(db: Database, period: NominationPeriodRow, nominator: User, nominee: User, id: number) {
  const row: NominationRow = {
    id,
    company_id: period.company_id,
    nomination_period_id: period.id,
    nominator_id: nominator.id,
    nominated_user_id: nominee.id,
    reason: 'Matrix reason',
    created_at: '2020-01-02T00:00:00.000Z',
  };
  db.nominations.push(row);
  return row;
}
