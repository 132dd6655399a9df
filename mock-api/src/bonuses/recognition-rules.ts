import { recognitionRulesOf, type PointsSpend, type RecognitionRules } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { Company, User } from '../db/types';
import { givingRulesOf } from '../company-settings/company-admin-settings';

/** The company's values as hashtags without `#`, in the order the company lists them. */
export const companyHashtags = (store: Store, companyId: number) =>
  store
    .all('values')
    .filter((value) => value.company_id === companyId)
    .map((value) => value.hashtag);

/** The rules a giver's recognition is checked against, the same the composer checks. */
export const rulesFor = (store: Store, company: Company, giver: User, flashPoints: number): RecognitionRules =>
  recognitionRulesOf(
    { ...company.settings, company_hashtags: companyHashtags(store, company.id), giving_rules: givingRulesOf(company) },
    { giving_balance: giver.giving_balance, flash_points_balance: flashPoints },
  );

/** Debits the giver as the spend says (flash points first, `pointsSpendOf`) and credits each receiver. */
export function transferPoints(giver: User, receivers: readonly User[], amount: number, spend: PointsSpend): void {
  giver.flash_points_balance -= spend.flashPointsUsed;
  giver.giving_balance -= spend.givingBalanceUsed;
  for (const receiver of receivers) receiver.earning_balance += amount;
}
