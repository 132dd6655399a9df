import type { SeasonKind } from '@laurel/shared/seasonal';
import { SEASONAL_PHRASE_COUNT } from './seasonal-constants';

let phraseIndexThisPage: number | undefined;

/** Spec §2.7: one of the season's ten themed phrases, picked at random once per page load. */
export function themedPhraseKey(kind: SeasonKind, random: () => number = Math.random): string {
  phraseIndexThisPage ??= Math.floor(random() * SEASONAL_PHRASE_COUNT) % SEASONAL_PHRASE_COUNT;
  return `seasons.${kind}.phrases.${phraseIndexThisPage}`;
}

/** Tests only: forget the pick, as a new page load would. */
export function forgetThemedPhraseForTests() {
  phraseIndexThisPage = undefined;
}
