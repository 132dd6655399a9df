import { generateDatabase } from './generate';

describe('generateDatabase', () => {
  it('builds the same company from the same seed', () => {
    expect(generateDatabase({ users: 80, seed: 7 })).toEqual(generateDatabase({ users: 80, seed: 7 }));
  });

  it('builds another company from another seed', () => {
    expect(generateDatabase({ users: 80, seed: 7 }).users).not.toEqual(generateDatabase({ users: 80, seed: 8 }).users);
  });

  it('includes the sign-in personas, unique emails, and groups that cover everyone', () => {
    const db = generateDatabase({ users: 120, seed: 1 });
    expect(db.users).toHaveLength(120);
    expect(db.users.filter((user) => user.persona).map((user) => user.persona)).toEqual([
      'employee',
      'manager',
      'company_admin',
    ]);
    expect(new Set(db.users.map((user) => user.email)).size).toBe(120);
    const everyone = db.groups.find((group) => group.dimension === 'everyone')!;
    expect(everyone.member_ids).toHaveLength(120);
    const departmentMembers = db.groups
      .filter((group) => group.dimension === 'department')
      .flatMap((group) => group.member_ids);
    expect(departmentMembers.sort((a, b) => a - b)).toEqual(db.users.map((user) => user.id));
  });
});
