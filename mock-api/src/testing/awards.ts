import type { AwardForm } from '@laurel/shared/contract';
import type { AwardRow, Database, User } from '../db/types';

export const ADMIN_AWARDS = '/api/v2/admin/awards/awards';
export const AWARD_APPROVAL_REQUESTS = '/api/v2/awards/approval_requests';

/** A form that passes every rule: everyone, 10 points, no budget, no approval. */
export const awardForm = (overrides: Partial<AwardForm> = {}): Partial<AwardForm> => ({
  name: 'Team player',
  description: '<p>For the one who helps everyone.</p>',
  amount: 10,
  message: 'Thank you @receiver_username! #OwnIt',
  ...overrides,
});

/** The `POST /bonuses` body of a give of the award to `recipients`. */
export const awardGive = (awardId: number, recipients: readonly User[], extra: Record<string, unknown> = {}) => ({
  bonus: {
    award_id: awardId,
    reason: '',
    reason_tokens: recipients.map((user) => ({
      context: 'recipient',
      token: `@${user.slug}`,
      display_name: user.display_name,
      type: 'username',
    })),
    ...extra,
  },
});

/** A manual award of the company, added straight to the db (for cases that test something else). */
export function awardIn(db: Database, companyId: number, giver: User, id: number, overrides: Partial<AwardRow> = {}) {
  const row: AwardRow = {
    id,
    company_id: companyId,
    giver_id: giver.id,
    name: 'Matrix award',
    title: '',
    description: '',
    icon_url: null,
    amount: 5,
    amount_editable: false,
    message: 'Thanks @recipient',
    message_editable: true,
    visibility: 'publicly_visible',
    visibility_editable: false,
    budget_per_period: null,
    period_type: null,
    conditions: [],
    conditions_operator: 'and',
    giver_ids: [],
    approval_levels: [],
    state: 'active',
    created_at: new Date().toISOString(),
    deleted_at: null,
    ...overrides,
  };
  db.awards.push(row);
  return row;
}
