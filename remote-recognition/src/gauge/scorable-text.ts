import { QUALITY_MIN_TEXT_LENGTH } from '@laurel/shared/recognition';
import { parseRecognitionText } from '@laurel/shared/text';

/** What the 30-character rule counts (recognition §5): the text without its amount and @ tokens, spaces collapsed. */
export function scorableTextOf(text: string): string {
  return parseRecognitionText(text)
    .filter((token) => token.type !== 'amount' && token.type !== 'mention')
    .map((token) => token.raw)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether the draft is long enough to be scored. */
export const isScorable = (text: string): boolean => scorableTextOf(text).length >= QUALITY_MIN_TEXT_LENGTH;
