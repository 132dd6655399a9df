import { generateDatabase } from './generate';
import { MAIN_COMPANY_ID } from './companies';

describe('seeded manual awards', () => {
  const db = generateDatabase({ today: new Date('2026-11-22T00:00:00Z') });

  it('gives the main company three: one templated with a giver, one on a small budget, one needing approval', () => {
    expect(db.awards).toHaveLength(3);
    expect(db.awards.every((award) => award.company_id === MAIN_COMPANY_ID && award.state === 'active')).toBe(true);
    const [templated, small, approved] = db.awards;
    expect(templated).toMatchObject({ message_editable: false, giver_ids: [expect.any(Number)] });
    expect(small).toMatchObject({ budget_per_period: 100, period_type: 'month' });
    const approver = db.users.find((user) => user.persona === 'award_approver')!;
    expect(approved!.approval_levels).toEqual([[approver.id]]);
    expect(db.award_gives).toEqual([]);
  });
});
