import { rephraseByRules } from './rephrase-rules';

/** Rewrites dictated text into written text; a language model could stand behind the same interface. */
export interface Rephraser {
  rephrase(text: string): Promise<string>;
}

export const ruleBasedRephraser: Rephraser = { rephrase: async (text) => rephraseByRules(text) };
