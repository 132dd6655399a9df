import { recognitionRulesOf, type RecognitionRules } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { Company, User } from '../db/types';

/** The company's values as hashtags without `#`, in the order the company lists them. */
export const companyHashtags = (store: Store, companyId: number) =>
  store
    .all('values')
    .filter((value) => value.company_id === companyId)
    .map((value) => value.hashtag);

/** The rules a giver's recognition is checked against, the same the composer checks. */
export const rulesFor = (store: Store, company: Company, giver: User): RecognitionRules =>
  recognitionRulesOf({ ...company.settings, company_hashtags: companyHashtags(store, company.id) }, giver);

/** Debits the giver, giving balance first and flash points after, and credits each receiver. */
export function transferPoints(giver: User, receivers: readonly User[], amount: number): void {
  const total = amount * receivers.length;
  const fromGiving = Math.min(total, Math.max(0, giver.giving_balance));
  giver.giving_balance -= fromGiving;
  giver.flash_points_balance -= total - fromGiving;
  for (const receiver of receivers) receiver.earning_balance += amount;
}
