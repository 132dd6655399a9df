import type { ApiErrorId } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { User } from '../db/types';
import { isEligible } from '../incentives/claim-limits';

/**
 * Recognition §3, §5: the optional incentive must be one the form could offer — an active incentive of
 * the company that at least one recipient may claim, as `POST /incentives/announcement_incentives` lists.
 */
export function announcementIncentiveRefusal(
  store: Store,
  companyId: number,
  incentiveId: number | null,
  recipients: readonly User[],
): ApiErrorId | null {
  if (incentiveId === null) return null;
  const row = store
    .all('incentives')
    .find((incentive) => incentive.id === incentiveId && incentive.company_id === companyId);
  if (!row || row.deleted_at !== null) return 'incentive_not_offered';
  if (row.state !== 'active') return 'incentive_inactive';
  return recipients.some((recipient) => isEligible(store, row, recipient)) ? null : 'incentive_not_offered';
}
