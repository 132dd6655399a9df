import { generateDatabase } from './generate';

describe('seeded incentives', () => {
  const db = generateDatabase({ today: new Date('2026-11-22T00:00:00Z') });
  const persona = (key: string) => db.users.find((user) => user.persona === key)!;

  it('gives the main company one auto-approved, one two-step, one stocked and one inactive incentive', () => {
    const incentives = db.incentives.filter((row) => row.company_id === 1);
    expect(incentives.map((row) => [row.name, row.require_approval, row.quantity, row.state])).toEqual([
      ['Refer a friend', false, null, 'active'],
      ['Speak at a meetup', true, null, 'active'],
      ['Wellness week kit', false, 3, 'active'],
      ['Summer hackathon', false, null, 'inactive'],
    ]);
    expect(incentives[1]!.approval_levels).toEqual([[persona('award_approver').id], [persona('manager').id]]);
    expect(incentives.every((row) => row.giver_id === persona('awards_admin').id)).toBe(true);
  });

  it('gives every company a budget and is the same for the same options', () => {
    expect(db.company_budgets.map((budget) => budget.company_id)).toEqual(db.companies.map((company) => company.id));
    const again = generateDatabase({ today: new Date('2026-11-22T00:00:00Z') });
    expect(again.incentives).toEqual(db.incentives);
  });
});
