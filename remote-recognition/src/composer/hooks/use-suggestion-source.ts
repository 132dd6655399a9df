import { useEffect, useMemo, useState } from 'react';
import type { GiverBudget, RecipientResult, RecognitionSettings } from '@laurel/shared/recognition';
import { shortcodesStartingWith } from '@laurel/shared/emoji';
import { spendableOf } from '../../api/get-giver-budget';
import { useRecipients } from '../../api/get-recipients';
import { autocomplete } from '../../api/get-users-autocomplete';
import type { Trigger } from '../trigger-at-caret';
import { DEBOUNCE_MS_OF } from '../suggestion-kinds';
import type { SuggestionOption, SuggestionSource } from '../suggestion-options';
import {
  amountSuggestions,
  hashtagSuggestions,
  recipientSuggestions,
  type RecipientRules,
} from '../suggestion-filters';

/** Spec §9: after this long a lookup says it is taking too long. */
export const SLOW_LOADING_MS = 3000;
const EMOJI_LIMIT = 8;
const FIRST_RECIPIENTS = 20;

export interface SuggestionContext {
  /** Without them there are no hashtag suggestions. */
  settings?: RecognitionSettings;
  /** Without it there are no amount suggestions (a comment gives no points). */
  budget?: GiverBudget;
  usedHashtags: readonly string[];
  recipientRules: RecipientRules;
}

function localOptions(trigger: Trigger, context: SuggestionContext): SuggestionOption[] | null {
  const { settings, budget } = context;
  switch (trigger.kind) {
    case 'amount':
      if (!settings || !budget) return [];
      return amountSuggestions(settings.suggested_give_amounts, spendableOf(budget), trigger.query).map((amount) => ({
        kind: 'amount',
        amount,
      }));
    case 'hashtag': {
      if (!settings) return [];
      // The tag being typed is in the draft too; only the others count as used.
      const used = context.usedHashtags.filter((tag) => tag.toLowerCase() !== trigger.query.toLowerCase());
      const described = new Map(settings.core_values.map((value) => [value.hashtag, value.description]));
      return hashtagSuggestions(settings.company_hashtags, used, trigger.query).map((hashtag) => ({
        kind: 'hashtag',
        hashtag,
        description: described.get(hashtag),
      }));
    }
    case 'emoji':
      return shortcodesStartingWith(trigger.query, EMOJI_LIMIT).map((found) => ({ kind: 'emoji', ...found }));
    default:
      return null;
  }
}

const lookupFor = (trigger: Trigger) =>
  trigger.kind === 'recipient'
    ? autocomplete({ search: trigger.query, searchUsergroups: true })
    : autocomplete({ search: trigger.query, includeNonReceivable: true });

/** The options of the open popup: local lists at once, people after the 800 ms debounce (spec §9). */
export function useSuggestionSource(trigger: Trigger | null, context: SuggestionContext): SuggestionSource {
  const peopleKind = trigger?.kind === 'recipient' || trigger?.kind === 'mention' ? trigger.kind : null;
  const query = trigger?.query ?? '';
  const everyone = useRecipients(peopleKind !== null && query === '');
  const [found, setFound] = useState<{ query: string; failed: boolean; results: RecipientResult[] }>({
    query: '',
    failed: false,
    results: [],
  });
  const [slowQuery, setSlowQuery] = useState<string | null>(null);

  useEffect(() => {
    if (!peopleKind || query === '') return;
    let current = true;
    const slow = setTimeout(() => current && setSlowQuery(query), SLOW_LOADING_MS);
    const debounce = setTimeout(() => {
      lookupFor({ kind: peopleKind, query, start: 0 })
        .then((results) => current && setFound({ query, failed: false, results }))
        .catch(() => current && setFound({ query, failed: true, results: [] }))
        .finally(() => clearTimeout(slow));
    }, DEBOUNCE_MS_OF[peopleKind]);
    return () => {
      current = false;
      clearTimeout(debounce);
      clearTimeout(slow);
    };
  }, [peopleKind, query]);

  return useMemo((): SuggestionSource => {
    if (!trigger) return { kind: null, status: 'ready', options: [] };
    const local = localOptions(trigger, context);
    if (local) return { kind: trigger.kind, status: 'ready', options: local };
    const kind = trigger.kind as 'recipient' | 'mention';
    const toOptions = (results: readonly RecipientResult[]) =>
      recipientSuggestions(
        kind === 'mention' ? results.filter((result) => !result.group_type) : results,
        context.recipientRules,
      ).map((recipient): SuggestionOption => ({ kind, recipient }));
    if (query === '') {
      if (everyone.error) return { kind, status: 'error', options: [] };
      if (!everyone.data) return { kind, status: 'loading', options: [] };
      return { kind, status: 'ready', options: toOptions(everyone.data).slice(0, FIRST_RECIPIENTS) };
    }
    if (found.query !== query) return { kind, status: slowQuery === query ? 'slow' : 'loading', options: [] };
    return { kind, status: found.failed ? 'error' : 'ready', options: toOptions(found.results) };
  }, [trigger, context, query, everyone.data, everyone.error, found, slowQuery]);
}
