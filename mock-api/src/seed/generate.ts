import type { Database, Group, User } from '../db/types';
import { COMPANY_VALUES, DEPARTMENTS, FIRST_NAMES, LAST_NAMES } from './names';
import { PERSONAS } from './personas';
import { pick, seededRandom } from './random';

export interface SeedOptions {
  users: number;
  seed: number;
}

export const DEFAULT_SEED_OPTIONS: SeedOptions = { users: 60, seed: 20261122 };

const COMPANY_ID = 1;

const emailOf = (first: string, last: string, id: number) =>
  `${first}.${last}.${id}`
    .normalize('NFD')
    .replace(/[^\w.]/g, '')
    .toLowerCase() + '@laurel.example';

function generateUsers(count: number, random: () => number): User[] {
  const personas: User[] = PERSONAS.map((persona, index) => ({
    ...persona,
    id: index + 1,
    company_id: COMPANY_ID,
    email: `${persona.persona}@laurel.example`,
  }));
  const others = Array.from({ length: Math.max(0, count - personas.length) }, (_, index): User => {
    const id = personas.length + index + 1;
    const first = pick(random, FIRST_NAMES);
    const last = pick(random, LAST_NAMES);
    return {
      id,
      company_id: COMPANY_ID,
      first_name: first,
      last_name: last,
      email: emailOf(first, last, id),
      department: pick(random, DEPARTMENTS),
      role: random() < 0.12 ? 'manager' : 'employee',
    };
  });
  return [...personas, ...others];
}

function generateGroups(users: User[]): Group[] {
  const everyone: Group = {
    id: 1,
    company_id: COMPANY_ID,
    name: 'Everyone',
    dimension: 'everyone',
    member_ids: users.map((user) => user.id),
  };
  const departments = DEPARTMENTS.map((department, index): Group => ({
    id: index + 2,
    company_id: COMPANY_ID,
    name: department,
    dimension: 'department',
    member_ids: users.filter((user) => user.department === department).map((user) => user.id),
  }));
  return [everyone, ...departments];
}

/** A believable company, the same for the same options. */
export function generateDatabase(options: SeedOptions = DEFAULT_SEED_OPTIONS): Database {
  const random = seededRandom(options.seed);
  const users = generateUsers(options.users, random);
  return {
    companies: [{ id: COMPANY_ID, name: 'Northwind Collective', tier: 'tier_two' }],
    users,
    groups: generateGroups(users),
    values: COMPANY_VALUES.map((value, index) => ({ id: index + 1, company_id: COMPANY_ID, ...value })),
  };
}
