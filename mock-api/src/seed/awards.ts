import type { AwardRow, User } from '../db/types';
import { MAIN_COMPANY_ID } from './companies';

const DAY_MS = 24 * 60 * 60 * 1000;

const base = (id: number, giver: User, createdAt: string) => ({
  id,
  company_id: MAIN_COMPANY_ID,
  giver_id: giver.id,
  title: '',
  description: '',
  icon_url: null,
  amount_editable: false,
  message_editable: true,
  visibility: 'publicly_visible' as const,
  visibility_editable: false,
  budget_per_period: null,
  period_type: null,
  conditions: [],
  conditions_operator: 'and' as const,
  giver_ids: [],
  approval_levels: [],
  state: 'active' as const,
  created_at: createdAt,
  deleted_at: null,
});

/**
 * The main company's manual awards, made by the awards admin: a templated one any manager may give,
 * one with a small monthly budget, and one that waits for the award approver.
 */
export function generateAwards(users: readonly User[], today: Date): AwardRow[] {
  const persona = (key: string) => users.find((user) => user.persona === key)!;
  const giver = persona('awards_admin');
  const createdAt = new Date(today.getTime() - 30 * DAY_MS).toISOString();
  return [
    {
      ...base(1, giver, createdAt),
      name: 'Above and beyond',
      title: 'Went above and beyond',
      description: '<p>For the colleague who did more than anyone asked.</p>',
      amount: 100,
      message: 'Congratulations @receiver_username, you went above and beyond! #OwnIt',
      message_editable: false,
      giver_ids: [persona('manager').id],
    },
    {
      ...base(2, giver, createdAt),
      name: 'Spot bonus',
      description: '<p>A quick thank-you from a small monthly budget.</p>',
      amount: 25,
      amount_editable: true,
      message: 'Thanks @recipient!',
      visibility_editable: true,
      budget_per_period: 100,
      period_type: 'month',
    },
    {
      ...base(3, giver, createdAt),
      name: 'Customer hero',
      description: '<p>For a customer saved. The award approver checks each one.</p>',
      amount: 250,
      message: 'A customer hero: thank you @receiver_username!',
      budget_per_period: 2000,
      period_type: 'quarter',
      approval_levels: [[persona('award_approver').id]],
    },
  ];
}
