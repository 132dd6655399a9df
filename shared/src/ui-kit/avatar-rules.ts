/** Avatar and avatar-stack rules of spec §5 and §9, free of React so they test alone. */

export const AVATAR_PALETTE_SIZE = 12;
export const AVATAR_STACK_MAX = 5;
export const AVATAR_STACK_TOOLTIP_MAX_NAMES = 10;

/** First letter of up to the first 3 words, uppercased. */
export function avatarInitials(name: string): string {
  return name
    .trim()
    .split(/\s+/u)
    .filter(Boolean)
    .slice(0, 3)
    .map((word) => (Array.from(word)[0] ?? '').toUpperCase())
    .join('');
}

/** Index into the 12-colour palette: the sum of the name's UTF-16 char codes, modulo 12. */
export function avatarColorIndex(name: string): number {
  let sum = 0;
  for (let index = 0; index < name.length; index += 1) sum += name.charCodeAt(index);
  return sum % AVATAR_PALETTE_SIZE;
}

/** The CSS colour of palette entry `index` (the entries live in tokens.css, light and dark). */
export const avatarColor = (name: string): string => `var(--laurel-avatar-${avatarColorIndex(name)})`;

export interface AvatarStackSplit<Person> {
  visible: Person[];
  hidden: Person[];
}

export function splitAvatarStack<Person>(people: readonly Person[], max = AVATAR_STACK_MAX): AvatarStackSplit<Person> {
  return { visible: people.slice(0, max), hidden: people.slice(max) };
}

/** The names an overflow tooltip lists, and how many more it only counts. */
export function overflowTooltipNames(
  hiddenNames: readonly string[],
  maxNames = AVATAR_STACK_TOOLTIP_MAX_NAMES,
): { names: string[]; moreCount: number } {
  return { names: hiddenNames.slice(0, maxNames), moreCount: Math.max(0, hiddenNames.length - maxNames) };
}
