import type { Bonus, Comment, Reaction, User } from '../db/types';
import { pick } from './random';

const REACTION_EMOJI = ['👏', '🎉', '❤️', '🙌', '🔥'];
const COMMENT_TEXTS = [
  'So well deserved!',
  'Couldn’t agree more :clap:',
  'This made the whole week easier, thank you',
  'Yes! Great work',
  'Thanks for sharing this, it was a big one',
];
const MINUTE_MS = 60_000;

/** A few colleagues react to and comment on about half the recognitions, shortly after each. */
export function generateReactionsAndComments(bonuses: Bonus[], users: User[], random: () => number) {
  const colleagues = new Map<number, User[]>();
  for (const user of users) {
    if (!colleagues.has(user.company_id)) colleagues.set(user.company_id, []);
    colleagues.get(user.company_id)!.push(user);
  }
  const reactions: Reaction[] = [];
  const comments: Comment[] = [];
  for (const bonus of bonuses) {
    if (random() < 0.5) continue;
    const company = colleagues.get(bonus.company_id) ?? [];
    const reactors = new Set(Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(random, company).id));
    for (const userId of reactors) {
      const at = new Date(Date.parse(bonus.created_at) + Math.floor(random() * 120) * MINUTE_MS).toISOString();
      reactions.push({
        id: reactions.length + 1,
        bonus_id: bonus.id,
        user_id: userId,
        emoji: pick(random, REACTION_EMOJI),
        created_at: at,
      });
    }
    if (random() < 0.4) {
      const at = new Date(Date.parse(bonus.created_at) + Math.floor(random() * 240) * MINUTE_MS).toISOString();
      comments.push({
        id: comments.length + 1,
        bonus_id: bonus.id,
        user_id: pick(random, company).id,
        reason: pick(random, COMMENT_TEXTS),
        created_at: at,
      });
    }
  }
  return { reactions, comments };
}
