import type { Bonus, BonusAttachment, CompanyValue, User } from '../db/types';
import { ILLUSTRATIONS, ILLUSTRATION_NAMES, illustrationUrl } from '../media/illustrations';
import { RECOGNITION_TEMPLATES } from './names';
import { pick } from './random';

const SEED_SPAN_MS = 90 * 24 * 60 * 60 * 1000;
const AMOUNTS = [5, 10, 10, 20, 25, 50];
/** About one recognition in seven carries a picture. */
const ATTACHMENT_SHARE = 0.15;

/** Most recognitions are public; some are for the immediate team, a few private. */
const privacyOf = (roll: number): Bonus['privacy'] =>
  roll < 0.08 ? 'privately_visible' : roll < 0.2 ? 'immediate_team' : 'publicly_visible';

const groupBy = <T>(rows: readonly T[], key: (row: T) => number) => {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
};

/** Someone of `colleagues` other than those already chosen; retrying a random pick keeps 100 000 fast. */
function otherThan(random: () => number, colleagues: readonly User[], chosen: readonly User[]): User {
  let candidate = pick(random, colleagues);
  while (chosen.includes(candidate)) candidate = pick(random, colleagues);
  return candidate;
}

function attachmentOf(random: () => number): BonusAttachment[] {
  if (random() >= ATTACHMENT_SHARE) return [];
  const name = pick(random, ILLUSTRATION_NAMES);
  return [{ category: 'image', url: illustrationUrl(name), alt_text: ILLUSTRATIONS[name].alt_text }];
}

/** Recognitions spread over the last ~90 days, oldest first, between colleagues of one company. */
export function generateBonuses(
  users: User[],
  values: CompanyValue[],
  count: number,
  random: () => number,
  today: Date,
) {
  const givers = users.filter((user) => user.can_give && user.user_mode === 'normal');
  const colleaguesOf = groupBy(users, (user) => user.company_id);
  const valuesOf = groupBy(values, (value) => value.company_id);
  const bonuses: Bonus[] = [];
  for (let index = 0; index < count; index += 1) {
    const giver = pick(random, givers);
    const colleagues = colleaguesOf.get(giver.company_id)!;
    if (colleagues.length < 3) continue;
    const template = pick(random, RECOGNITION_TEMPLATES);
    const receiver = otherThan(random, colleagues, [giver]);
    const receivers = template.includes('{other}')
      ? [receiver, otherThan(random, colleagues, [giver, receiver])]
      : [receiver];
    const companyValues = valuesOf.get(giver.company_id) ?? [];
    const value = companyValues.length > 0 ? pick(random, companyValues).hashtag : 'Thanks';
    const others = companyValues.filter((row) => row.hashtag !== value);
    const second = template.includes('{value2}') && others.length > 0 ? pick(random, others).hashtag : null;
    const hashtags = second ? [value, second] : [value];
    const amount = pick(random, AMOUNTS);
    const reason = template
      .replace('{amount}', `+${amount}`)
      .replace('{receiver}', `@${receiver.slug}`)
      .replace('{other}', `@${receivers.at(-1)!.slug}`)
      .replace('{value}', value)
      .replace('{value2}', second ?? value);
    bonuses.push({
      id: bonuses.length + 1,
      company_id: giver.company_id,
      giver_id: giver.id,
      receiver_ids: receivers.map((user) => user.id),
      amount,
      reason,
      hashtags,
      privacy: privacyOf(random()),
      created_at: new Date(today.getTime() - Math.floor(random() * SEED_SPAN_MS)).toISOString(),
      attachments: attachmentOf(random),
    });
  }
  return bonuses
    .sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0))
    .map((bonus, i) => ({ ...bonus, id: i + 1 }));
}
