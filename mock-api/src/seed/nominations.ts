import type { NominationPeriodRow, NominationRow, User } from '../db/types';
import { MAIN_COMPANY_ID } from './companies';

const DAY_MS = 24 * 60 * 60 * 1000;
const EVERYONE = { conditions_operator: 'and', conditions: [] } as const;

interface Seeded {
  nomination_periods: NominationPeriodRow[];
  nominations: NominationRow[];
}

/**
 * The main company's nomination periods, made by the awards admin: an open public one (3 nominations
 * each, the employee with one left), an upcoming admin-only one, and a closed public one with nominees.
 */
export function generateNominations(users: readonly User[], today: Date): Seeded {
  const persona = (key: string) => users.find((user) => user.persona === key)!;
  const colleagues = users.filter((user) => user.company_id === MAIN_COMPANY_ID && !user.persona).slice(0, 4);
  const day = (offset: number) => new Date(today.getTime() + offset * DAY_MS).toISOString();
  const period = (id: number, fields: Partial<NominationPeriodRow>): NominationPeriodRow => ({
    id,
    company_id: MAIN_COMPANY_ID,
    creator_id: persona('awards_admin').id,
    name: '',
    description: '',
    start_date: day(-7),
    end_date: day(14),
    nominee_rules: { ...EVERYONE, conditions: [] },
    nominator_rules: { ...EVERYONE, conditions: [] },
    nomination_limit: null,
    visibility: 'admin',
    favorited_user_ids: [],
    created_at: day(-10),
    ...fields,
  });
  let nextId = 1;
  const nomination = (periodId: number, nominator: User, nominee: User, reason: string, at: number): NominationRow => ({
    id: nextId++,
    company_id: MAIN_COMPANY_ID,
    nomination_period_id: periodId,
    nominator_id: nominator.id,
    nominated_user_id: nominee.id,
    reason,
    created_at: day(at),
  });
  const [first, second, third, fourth] = colleagues as [User, User, User, User];
  const employee = persona('employee');
  const manager = persona('manager');
  return {
    nomination_periods: [
      period(1, {
        name: 'Culture Champion 2026',
        description:
          '<p>Who lives our values every day? Nominate a colleague who makes this a <strong>great place to work</strong>.</p>',
        nomination_limit: 3,
        visibility: 'public',
        favorited_user_ids: [first.id],
      }),
      period(2, {
        name: 'Customer Hero Q1',
        description: '<p>Someone who went out of their way for a customer.</p>',
        start_date: day(10),
        end_date: day(40),
        nomination_limit: 1,
      }),
      period(3, {
        name: 'Mentor of the Year 2025',
        description: '<p>The colleague who helped others grow the most.</p>',
        start_date: day(-60),
        end_date: day(-30),
        visibility: 'public',
        favorited_user_ids: [third.id],
        created_at: day(-62),
      }),
    ],
    nominations: [
      nomination(1, employee, first, 'Always the first to help a new starter find their feet.', -6),
      nomination(1, employee, second, 'Ran the values workshop and made everyone feel heard.', -4),
      nomination(1, manager, first, 'Turned a tough quarter around with calm and kindness.', -3),
      nomination(3, manager, third, 'Mentored three juniors through their first launches.', -50),
      nomination(3, employee, third, 'Patient reviews that taught me more than any course.', -45),
      nomination(3, first, fourth, 'Set up the pairing rota that the whole team now relies on.', -40),
    ],
  };
}
