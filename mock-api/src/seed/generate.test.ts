import { firstAmount, hashtagsOf, mentionsOf } from '@laurel/shared/contract';
import { generateDatabase } from './generate';
import { PERSONAS } from './personas';
import { MAIN_COMPANY_ID } from './companies';

const today = new Date('2026-11-22T00:00:00Z');

describe('generateDatabase', () => {
  it('builds the same companies from the same seed', () => {
    expect(generateDatabase({ users: 80, seed: 7, today })).toEqual(generateDatabase({ users: 80, seed: 7, today }));
  });

  it('builds other people from another seed', () => {
    expect(generateDatabase({ users: 80, seed: 7, today }).users).not.toEqual(
      generateDatabase({ users: 80, seed: 8, today }).users,
    );
  });

  it('puts every persona first, with unique emails and slugs', () => {
    const db = generateDatabase({ users: 120, seed: 1, today });
    expect(db.users.slice(0, PERSONAS.length).map((user) => user.persona)).toEqual(
      PERSONAS.map((persona) => persona.persona),
    );
    // 120 and the controller, added last (finance and global admin, no persona).
    expect(db.users.filter((user) => user.company_id === MAIN_COMPANY_ID)).toHaveLength(121);
    expect(new Set(db.users.map((user) => user.email)).size).toBe(db.users.length);
    expect(new Set(db.users.map((user) => user.slug)).size).toBe(db.users.length);
  });

  it('has a company for every tier and personas in each', () => {
    const db = generateDatabase({ today });
    const tiers = db.companies.map((company) => company.product_tier);
    expect(new Set(tiers)).toEqual(new Set(['free', 'tier_one', 'tier_two', 'tier_three', 'tier_alpha']));
    for (const tier of ['free', 'tier_one', 'tier_two', 'tier_three', 'tier_alpha']) {
      const persona = db.users.find((user) => user.persona === `${tier}_user`)!;
      expect(db.companies.find((company) => company.id === persona.company_id)!.product_tier).toBe(tier);
    }
  });

  it('groups every company by everyone, department, location, team and an uploaded list', () => {
    const db = generateDatabase({ today });
    for (const company of db.companies) {
      const members = db.users.filter((user) => user.company_id === company.id).map((user) => user.id);
      const groups = db.groups.filter((group) => group.company_id === company.id);
      expect(groups.find((group) => group.dimension === 'everyone')!.member_ids).toEqual(members);
      const byDepartment = groups.filter((group) => group.dimension === 'department').flatMap((g) => g.member_ids);
      expect(byDepartment.sort((a, b) => a - b)).toEqual(members);
      expect(groups.some((group) => group.dimension === 'location')).toBe(true);
      expect(groups.some((group) => group.dimension === 'csv_upload')).toBe(true);
    }
    expect(db.groups.some((group) => group.dimension === 'team')).toBe(true);
  });

  it('seeds recognitions between colleagues of one company, oldest first, within the last 90 days', () => {
    const db = generateDatabase({ today, bonuses: 300 });
    expect(db.bonuses).toHaveLength(300);
    const companyOf = new Map(db.users.map((user) => [user.id, user.company_id]));
    for (const bonus of db.bonuses) {
      expect(bonus.receiver_ids.every((id) => companyOf.get(id) === bonus.company_id)).toBe(true);
      expect(bonus.receiver_ids).not.toContain(bonus.giver_id);
      expect(firstAmount(bonus.reason)).toBe(bonus.amount);
      expect(hashtagsOf(bonus.reason)).toEqual(bonus.hashtags);
      expect(mentionsOf(bonus.reason).length).toBe(bonus.receiver_ids.length);
      expect(today.getTime() - Date.parse(bonus.created_at)).toBeLessThanOrEqual(90 * 86_400_000);
    }
    const privacies = new Set(db.bonuses.map((bonus) => bonus.privacy));
    expect(privacies).toEqual(new Set(['publicly_visible', 'immediate_team', 'privately_visible']));
    const times = db.bonuses.map((bonus) => bonus.created_at);
    expect([...times].sort()).toEqual(times);
  });

  it('builds a main company of 60 or more people across departments, locations and teams', () => {
    const db = generateDatabase({ today });
    const people = db.users.filter((user) => user.company_id === MAIN_COMPANY_ID);
    expect(people.length).toBeGreaterThanOrEqual(60);
    expect(new Set(people.map((user) => user.custom_properties.department)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(people.map((user) => user.custom_properties.location)).size).toBeGreaterThanOrEqual(4);
    const teams = db.groups.filter((group) => group.company_id === MAIN_COMPANY_ID && group.dimension === 'team');
    expect(teams.length).toBeGreaterThanOrEqual(3);
    const values = db.values.filter((value) => value.company_id === MAIN_COMPANY_ID);
    expect(values.every((value) => value.description.length > 10)).toBe(true);
  });

  it('writes recognitions the way people do: several people, values, emoji, a picture now and then', () => {
    const db = generateDatabase({ today });
    expect(db.bonuses.length).toBeGreaterThanOrEqual(200);
    const share = (test: (bonus: (typeof db.bonuses)[number]) => boolean) =>
      db.bonuses.filter(test).length / db.bonuses.length;
    expect(share((bonus) => bonus.receiver_ids.length > 1)).toBeGreaterThan(0.05);
    expect(share((bonus) => bonus.hashtags.length > 1)).toBeGreaterThan(0.02);
    expect(share((bonus) => /:[a-z_]+:/.test(bonus.reason))).toBeGreaterThan(0.4);
    const pictured = share((bonus) => (bonus.attachments ?? []).length > 0);
    expect(pictured).toBeGreaterThan(0.08);
    expect(pictured).toBeLessThan(0.25);
    expect(new Set(db.bonuses.map((bonus) => bonus.reason.replace(/[@+#][\w-]+/g, ''))).size).toBeGreaterThan(15);
    expect(db.reactions.length).toBeGreaterThan(db.bonuses.length / 2);
    expect(db.comments.length).toBeGreaterThan(db.bonuses.length / 10);
  });

  it('gives everyone a monthly allowance, and the manager persona flash points', () => {
    const db = generateDatabase({ today });
    expect(db.users.every((user) => user.monthly_allowance === 100)).toBe(true);
    expect(db.users.filter((user) => user.flash_points_balance > 0).map((user) => user.persona)).toEqual(['manager']);
  });
});
