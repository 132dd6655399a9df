import { defaultAnalyticsRange, reportDayStart, reportRangeEnd } from '@laurel/shared/contract';
import type { Bonus, User } from '../db/types';
import { MAIN_COMPANY_ID } from './companies';

/** A reciprocal pair: three recognitions each way. */
const PAIR_GIFTS_EACH_WAY = 3;
const PAIR_AMOUNT = 15;
/** A ring of three: two recognitions along each link. */
const RING_GIFTS_PER_LINK = 2;
const RING_AMOUNT = 20;

const REASONS = [
  'thanks again for covering for me',
  'for the favour last week, as promised',
  'you always have my back',
];

/**
 * Rewrites a few of the main company's recognitions of the default analytics range (the previous month) into one
 * reciprocal pair and one ring of three, between the colleagues who give least, so the anti-gaming page has
 * something to show. Ids, dates and the number of recognitions stay as they were.
 */
export function withTradedPoints(bonuses: Bonus[], users: readonly User[], today: Date): Bonus[] {
  const range = defaultAnalyticsRange(today);
  const start = reportDayStart(range.start_date);
  const end = reportRangeEnd(range);
  const byId = new Map(users.map((user) => [user.id, user]));
  const isColleague = (id: number) => {
    const user = byId.get(id);
    return user !== undefined && user.company_id === MAIN_COMPANY_ID && !user.persona && user.user_mode === 'normal';
  };
  const given = new Map<number, number>();
  for (const bonus of bonuses) given.set(bonus.giver_id, (given.get(bonus.giver_id) ?? 0) + 1);
  const quietest = users
    .filter((user) => isColleague(user.id) && user.can_give && user.status === 'active')
    .sort((a, b) => (given.get(a.id) ?? 0) - (given.get(b.id) ?? 0) || a.id - b.id)
    .slice(0, 5);
  if (quietest.length < 5) return bonuses;
  const [a, b, c, d, e] = quietest as [User, User, User, User, User];

  const links: [User, User, number][] = [
    ...Array.from({ length: PAIR_GIFTS_EACH_WAY }, () => [a, b, PAIR_AMOUNT] as [User, User, number]),
    ...Array.from({ length: PAIR_GIFTS_EACH_WAY }, () => [b, a, PAIR_AMOUNT] as [User, User, number]),
    ...[
      [c, d],
      [d, e],
      [e, c],
    ].flatMap(([from, to]) =>
      Array.from({ length: RING_GIFTS_PER_LINK }, () => [from!, to!, RING_AMOUNT] as [User, User, number]),
    ),
  ];
  const rewritable = bonuses.filter((bonus) => {
    const at = Date.parse(bonus.created_at);
    return (
      bonus.company_id === MAIN_COMPANY_ID &&
      at >= start &&
      at < end &&
      isColleague(bonus.giver_id) &&
      bonus.receiver_ids.every(isColleague)
    );
  });
  const step = Math.max(1, Math.floor(rewritable.length / links.length));
  links.forEach(([giver, receiver, amount], index) => {
    const bonus = rewritable[index * step];
    if (!bonus) return;
    const hashtag = bonus.hashtags[0]!;
    Object.assign(bonus, {
      giver_id: giver.id,
      receiver_ids: [receiver.id],
      amount,
      hashtags: [hashtag],
      reason: `+${amount} @${receiver.slug} ${REASONS[index % REASONS.length]} #${hashtag}`,
      privacy: 'publicly_visible',
    });
  });
  return bonuses;
}
