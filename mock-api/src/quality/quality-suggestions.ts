import type { QualityDimensionKey } from '@laurel/shared/contract';
import type { QualityContext } from './quality-scorer';

type Suggest = (context: QualityContext) => string[];

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** What the writer could add for each dimension; tailored by the company's values and the people named. */
export const QUALITY_SUGGESTIONS: Readonly<Record<QualityDimensionKey, Suggest>> = {
  specific: () => [
    'Name the piece of work: which report, release, meeting or customer was it?',
    'Add a number: how many, how much or how soon (“closed 14 tickets”, “a day early”).',
    'Say when it happened (“at Tuesday’s demo”, “during the Q3 close”).',
  ],
  contextual: () => [
    'Finish the thought with “because …”: what did it make possible?',
    'Say who it helped: the team, a customer, you.',
    'Name the result (“which helped us ship on time”, “so that support could answer faster”).',
  ],
  values_aligned: ({ values }) =>
    values.length > 0
      ? values.map((value) => `Add #${value.hashtag} if it showed that ${lowerFirst(value.description)}`)
      : ['Add a hashtag for the value it showed.'],
  personal: ({ recipientFirstNames }) => [
    ...recipientFirstNames.slice(0, 3).map((name) => `Write to ${name} directly: “${name}, you …”.`),
    'Write to them as “you”: “You turned it around overnight.”',
    'Say what it meant to you personally.',
  ],
  genuine: () => [
    'Swap the stock phrase for one sentence only you could write about this.',
    'Write in sentence case and let one “!” do the work.',
    'Tell them what you noticed about how they did it.',
  ],
};
