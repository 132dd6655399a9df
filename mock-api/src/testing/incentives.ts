import type { IncentiveForm } from '@laurel/shared/contract';
import type { Database, IncentiveRow, User } from '../db/types';

export const ADMIN_INCENTIVES = '/api/v2/admin/incentives';
export const APPROVAL_REQUESTS = '/api/v2/approval_requests';
export const INCENTIVE_SUMMARY = '/api/v2/admin/incentives/summary';

/** A form that passes every rule of programs §5: everyone, 10 points, no limit, approved at once. */
export const incentiveForm = (overrides: Partial<IncentiveForm> = {}): Partial<IncentiveForm> => ({
  name: 'Mentor a newcomer',
  description: '<p>Spend an hour with someone new.</p>',
  amount: 10,
  message: 'Thanks for mentoring! #OwnIt',
  ...overrides,
});

/** An incentive row of the company, added straight to the db (for cases that test something else). */
export function incentiveIn(
  db: Database,
  companyId: number,
  giver: User,
  id: number,
  overrides: Partial<IncentiveRow> = {},
) {
  const row: IncentiveRow = {
    id,
    company_id: companyId,
    giver_id: giver.id,
    name: 'Matrix incentive',
    description: '',
    icon_url: null,
    amount: 5,
    message: 'Thanks!',
    visibility: 'publicly_visible',
    require_proof: false,
    conditions: [],
    conditions_operator: 'and',
    claim_limit_mode: 'unlimited',
    user_claim_limit: null,
    period_type: null,
    claim_limit_quantity: null,
    quantity: null,
    require_approval: false,
    approval_levels: [],
    state: 'active',
    link_text: null,
    link_url: null,
    created_at: new Date().toISOString(),
    deleted_at: null,
    ...overrides,
  };
  db.incentives.push(row);
  return row;
}
