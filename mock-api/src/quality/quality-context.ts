import type { Store } from '../db/store';
import type { Company, User } from '../db/types';
import type { QualityContext } from './quality-scorer';
import { readQualityText } from './quality-text';
import { ruleBasedScorer } from './rule-based-scorer';
import type { QualityScorer } from './quality-scorer';

/** The scorer the mock API runs; another implementation of QualityScorer can take its place here. */
export const qualityScorer: QualityScorer = ruleBasedScorer;

const valuesOf = (store: Store, company: Company) =>
  store
    .all('values')
    .filter((value) => value.company_id === company.id)
    .map(({ hashtag, description }) => ({ hashtag, description }));

/** The context of a draft: the company's values and the first names of the colleagues it @-mentions. */
export function draftQualityContext(store: Store, company: Company, text: string): QualityContext {
  const recipients = readQualityText(text).mentions.flatMap((slug) => {
    const user = store.userBySlug(slug);
    return user && user.company_id === company.id && user.status === 'active' ? [user] : [];
  });
  return { values: valuesOf(store, company), recipientFirstNames: recipients.map((user) => user.first_name) };
}

/** The context of a recognition being given, to the recipients the server resolved. */
export const givenQualityContext = (store: Store, company: Company, recipients: readonly User[]): QualityContext => ({
  values: valuesOf(store, company),
  recipientFirstNames: recipients.map((user) => user.first_name),
});
