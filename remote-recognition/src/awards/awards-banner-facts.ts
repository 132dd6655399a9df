import type { GivableAward } from '@laurel/shared/contract';

/** What the banner names: the first awards, the latest distinct recipients, and how many more of each. */
export function awardsBannerFacts(awards: readonly GivableAward[], namesMax: number) {
  const named = awards.slice(0, namesMax);
  const people = new Map<number, string>();
  for (const award of awards) {
    for (const person of award.recentRecipients) people.set(person.id, person.displayName);
  }
  const recipients = [...people.values()].slice(0, namesMax);
  const received = awards.reduce((sum, award) => sum + award.recipientsCount, 0);
  return {
    named,
    moreAwards: awards.length - named.length,
    recipients,
    moreRecipients: Math.max(0, received - recipients.length),
  };
}
