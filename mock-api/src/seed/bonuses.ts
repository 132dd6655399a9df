import type { Bonus, CompanyValue, User } from '../db/types';
import { RECOGNITION_TEMPLATES } from './names';
import { pick } from './random';

const SEED_SPAN_MS = 90 * 24 * 60 * 60 * 1000;

/** Most recognitions are public; some are for the immediate team, a few private. */
const privacyOf = (roll: number): Bonus['privacy'] =>
  roll < 0.08 ? 'privately_visible' : roll < 0.2 ? 'immediate_team' : 'publicly_visible';

/** Recognitions spread over the last ~90 days, oldest first, between colleagues of one company. */
export function generateBonuses(
  users: User[],
  values: CompanyValue[],
  count: number,
  random: () => number,
  today: Date,
) {
  const givers = users.filter((user) => user.can_give && user.user_mode === 'normal');
  const bonuses: Bonus[] = [];
  const colleaguesOf = new Map<number, User[]>();
  for (const user of users) {
    if (!colleaguesOf.has(user.company_id)) colleaguesOf.set(user.company_id, []);
    colleaguesOf.get(user.company_id)!.push(user);
  }
  const valuesOf = new Map<number, CompanyValue[]>();
  for (const value of values) {
    if (!valuesOf.has(value.company_id)) valuesOf.set(value.company_id, []);
    valuesOf.get(value.company_id)!.push(value);
  }
  for (let index = 0; index < count; index += 1) {
    const giver = pick(random, givers);
    const colleagues = colleaguesOf.get(giver.company_id)!;
    if (colleagues.length < 2) continue;
    let receiver = pick(random, colleagues);
    // Retrying a random pick keeps 100 000 recognitions among 10 000 people fast.
    while (receiver.id === giver.id) receiver = pick(random, colleagues);
    const value = pick(random, valuesOf.get(giver.company_id) ?? []);
    const amount = pick(random, [5, 10, 10, 20, 25, 50]);
    const reason = `+${amount} ${pick(random, RECOGNITION_TEMPLATES)}`
      .replace('{receiver}', `@${receiver.slug}`)
      .replace('{value}', value?.hashtag ?? 'Thanks');
    bonuses.push({
      id: bonuses.length + 1,
      company_id: giver.company_id,
      giver_id: giver.id,
      receiver_ids: [receiver.id],
      amount,
      reason,
      hashtags: value ? [value.hashtag] : [],
      privacy: privacyOf(random()),
      created_at: new Date(today.getTime() - Math.floor(random() * SEED_SPAN_MS)).toISOString(),
    });
  }
  return bonuses.sort((a, b) => a.created_at.localeCompare(b.created_at)).map((bonus, i) => ({ ...bonus, id: i + 1 }));
}
