import type { BonusAttachment, BonusView } from '@laurel/shared/recognition';
import { formatterCache } from '@laurel/shared/relative-time';
import { defaultLinkFor, type LinkFor } from '@laurel/shared/text';

/** Names listed in full before the rest are counted ("Ana, Bo and 3 others"). */
export const NAMES_LISTED_MAX = 3;

export const bonusPath = (id: number): string => `/bonuses/${id}`;

/**
 * Navigation state: a card's comment link opens its recognition `openedFrom` it; closing that goes back to
 * the feed to `returnTo` it, and the feed focuses the link again.
 */
export type CardLinkState = { openedFrom: number } | { returnTo: number };

/** The recognition id the navigation state names under `key`, if any. */
export function cardLinkState(state: unknown, key: 'openedFrom' | 'returnTo'): number | null {
  const id = (state as Record<string, unknown> | null)?.[key];
  return typeof id === 'number' ? id : null;
}

/** The `:id` of `/bonuses/:id` as a recognition id, or null when it cannot be one. */
export function parseBonusId(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d*$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}

/** The first attachment when it is a picture or a GIF (spec: programs §3 "the image"). */
export function featuredImage(bonus: BonusView): BonusAttachment | null {
  const first = bonus.attachments?.[0];
  return first && (first.category === 'image' || first.category === 'social') ? first : null;
}

/** The first attachment when it is a video: the card shows its thumbnail, else its poster, and plays it. */
export function featuredVideo(bonus: BonusView): BonusAttachment | null {
  const first = bonus.attachments?.[0];
  return first?.category === 'video' ? first : null;
}

const listFormat = formatterCache((language) => new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }));
const fullDateFormat = formatterCache(
  (language) => new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short' }),
);

/** "Ana", "Ana and Bo", "Ana, Bo and Cy", then "Ana, Bo and 3 others", in the reader's language. */
export function peopleList(names: readonly string[], language: string, others: (count: number) => string): string {
  const listed =
    names.length > NAMES_LISTED_MAX
      ? [...names.slice(0, NAMES_LISTED_MAX - 1), others(names.length - (NAMES_LISTED_MAX - 1))]
      : names;
  // One name needs no list: most recognitions name one person, and the formatter's first use loads its locale data.
  return listed.length === 1 ? listed[0]! : listFormat(language).format(listed);
}

/** The full date and time of a moment, for the title of a relative time. */
export const fullDate = (date: Date, language: string): string => fullDateFormat(language).format(date);

/** The people a recognition names, by username, so its text reads with their display names. */
export const namesOf = (bonus: BonusView): ReadonlyMap<string, string> =>
  new Map(
    [...(bonus.giver ? [bonus.giver] : []), ...bonus.receivers].map((person) => [
      person.username.toLowerCase(),
      person.display_name,
    ]),
  );

/** Each tag to its page, but a group's (`@group-3`, `@everyone`): a group is not a person and has no page. */
export const cardLinkFor =
  (names: ReadonlyMap<string, string>): LinkFor =>
  (token) =>
    token.type === 'user_tag' && !names.has(token.value.toLowerCase()) ? '' : defaultLinkFor(token);
