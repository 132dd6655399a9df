import type { Bonus, Database, RedemptionRow, User } from '../../db/types';

/** The people of the tiny company the activity reports are counted on by hand. */
export interface ActivityPeople {
  admin: User;
  finance: User;
  emma: User;
  mateo: User;
}

let nextId = 900_000;

/**
 * Company 1 cut down to four people in three departments, with October 2026's recognitions (one of each
 * kind) and redemptions, a few rows either side of the month, and another company's row in it.
 */
export function tinyActivityCompany(db: Database): ActivityPeople {
  const person = (persona: string) => db.users.find((user) => user.persona === persona)!;
  const people = {
    admin: person('global_admin'),
    finance: person('finance_admin'),
    emma: person('employee'),
    mateo: person('manager'),
  };
  const departments: [User, string][] = [
    [people.admin, 'People'],
    [people.finance, 'Finance'],
    [people.emma, 'Engineering'],
    [people.mateo, 'Engineering'],
  ];
  for (const [user, department] of departments) user.custom_properties = { ...user.custom_properties, department };
  const others = <Row extends { company_id: number }>(rows: Row[]) => rows.filter((row) => row.company_id !== 1);
  db.bonuses = others(db.bonuses);
  db.redemptions = others(db.redemptions);
  db.incentive_claims = others(db.incentive_claims);
  db.award_gives = others(db.award_gives);
  db.celebration_posts = others(db.celebration_posts);

  const { admin, finance, emma, mateo } = people;
  addBonus(db, emma, [mateo], 10, '2026-10-05T09:00:00.000Z');
  addBonus(db, mateo, [emma, admin], 5, '2026-10-07T09:00:00.000Z', { flash_points_used: 4 });
  const award = addBonus(db, admin, [emma], 50, '2026-10-14T09:00:00.000Z');
  const incentive = addBonus(db, finance, [mateo], 20, '2026-10-20T09:00:00.000Z');
  const celebration = addBonus(db, admin, [finance], 30, '2026-10-31T23:00:00.000Z');
  addBonus(db, emma, [mateo], 99, '2026-11-01T00:00:00.000Z');
  addBonus(db, emma, [mateo], 7, '2026-09-30T23:59:59.000Z');
  db.bonuses.push({ ...award, id: nextId++, company_id: 2 });
  db.award_gives.push({ id: nextId++, company_id: 1, bonus_id: award.id } as never);
  db.incentive_claims.push({ id: nextId++, company_id: 1, bonus_id: incentive.id } as never);
  db.celebration_posts.push({ id: nextId++, company_id: 1, bonus_id: celebration.id } as never);

  const [electronics, donation] = db.catalog_items;
  electronics!.categoryIds = [4];
  donation!.categoryIds = [7];
  const order = (user: User, points: number, state: string, at: string, method: string, item = electronics!) =>
    db.redemptions.push({
      ...db.redemptions[0]!,
      id: nextId++,
      company_id: 1,
      user_id: user.id,
      catalog_item_id: item.id,
      name: `${item.brandName} ${points}`,
      price_in_points: points,
      aasm_state: state,
      distribution_method: method,
      created_at: at,
    } as RedemptionRow);
  order(emma, 100, 'approved', '2026-10-05T10:00:00.000Z', 'gift_card');
  order(mateo, 250, 'fulfilled', '2026-10-20T10:00:00.000Z', 'donation', donation);
  order(emma, 500, 'declined', '2026-10-21T10:00:00.000Z', 'gift_card');
  order(finance, 40, 'new', '2026-10-30T10:00:00.000Z', 'physical');
  order(emma, 60, 'approved', '2026-11-02T10:00:00.000Z', 'gift_card');
  order(emma, 70, 'approved', '2026-09-15T10:00:00.000Z', 'gift_card');
  db.redemptions.push({
    ...db.redemptions.at(-1)!,
    id: nextId++,
    company_id: 2,
    created_at: '2026-10-10T10:00:00.000Z',
  });

  const budget = db.company_budgets.find((row) => row.company_id === 1)!;
  budget.exchange_rate = 4;
  budget.iso_code = 'EUR';
  return people;
}

export function addBonus(db: Database, giver: User, receivers: User[], amount: number, at: string, extra = {}) {
  const row = {
    id: nextId++,
    company_id: 1,
    giver_id: giver.id,
    receiver_ids: receivers.map((user) => user.id),
    amount,
    reason: 'Thanks',
    hashtags: [],
    privacy: 'publicly_visible',
    created_at: at,
    ...extra,
  } as Bonus;
  db.bonuses.push(row);
  return row;
}
