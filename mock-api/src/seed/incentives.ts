import type { Company, CompanyBudgetRow, IncentiveRow, User } from '../db/types';
import { MAIN_COMPANY_ID } from './companies';

const DAY_MS = 24 * 60 * 60 * 1000;
const MAIN_COMPANY_BUDGET = 100_000;
const SMALL_COMPANY_BUDGET = 10_000;

/** Every company's budget, which incentive claims are paid from. */
export const generateCompanyBudgets = (companies: readonly Company[]): CompanyBudgetRow[] =>
  companies.map((company, index) => ({
    id: index + 1,
    company_id: company.id,
    balance: company.id === MAIN_COMPANY_ID ? MAIN_COMPANY_BUDGET : SMALL_COMPANY_BUDGET,
    exchange_rate: 1,
    iso_code: 'USD',
  }));

const base = (id: number, giver: User, createdAt: string): Omit<IncentiveRow, 'name' | 'amount' | 'message'> => ({
  id,
  company_id: MAIN_COMPANY_ID,
  giver_id: giver.id,
  description: '',
  icon_url: null,
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
  created_at: createdAt,
  deleted_at: null,
});

/**
 * The main company's incentives, made by the awards admin: one approved at once, one with two approval
 * steps (the award approver, then the manager), one with 3 units of stock, and one inactive.
 */
export function generateIncentives(users: readonly User[], today: Date): IncentiveRow[] {
  const persona = (key: string) => users.find((user) => user.persona === key)!;
  const giver = persona('awards_admin');
  const createdAt = new Date(today.getTime() - 20 * DAY_MS).toISOString();
  return [
    {
      ...base(1, giver, createdAt),
      name: 'Refer a friend',
      description: '<p>Bring someone great onto the team. Claim once they have signed their offer.</p>',
      amount: 50,
      message: 'Thanks for growing the team! #OwnIt',
      claim_limit_mode: 'perEmployee',
      user_claim_limit: 3,
    },
    {
      ...base(2, giver, createdAt),
      name: 'Speak at a meetup',
      description: '<p>Give a talk about our work at a <strong>public</strong> meetup or conference.</p>',
      amount: 100,
      message: 'Thanks for sharing what we do with the world!',
      require_proof: true,
      claim_limit_mode: 'perPeriod',
      period_type: 'month',
      claim_limit_quantity: 1,
      require_approval: true,
      approval_levels: [[persona('award_approver').id], [persona('manager').id]],
    },
    {
      ...base(3, giver, createdAt),
      name: 'Wellness week kit',
      description: '<p>The first three to finish the wellness challenge get a kit.</p>',
      amount: 25,
      message: 'Well done on the wellness challenge!',
      quantity: 3,
    },
    {
      ...base(4, giver, createdAt),
      name: 'Summer hackathon',
      description: '<p>Ship a hack at the summer hackathon.</p>',
      amount: 75,
      message: 'Great hack!',
      state: 'inactive',
    },
  ];
}
