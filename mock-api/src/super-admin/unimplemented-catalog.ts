import type {
  CompanyItemState,
  UnimplementedAction,
  UnimplementedCatalog,
  UnimplementedCatalogItem,
  UnimplementedReason,
  UnimplementedStatus,
} from '@laurel/shared/contract';
import type { CatalogItemRow, User } from '../db/types';
import { FIRST_STATES } from '../rewards/redemption-rows';
import { byFullName, catalogToolItemOf } from './catalog-tools';

/** What a super-admin decided about an unimplemented item; the catalogue's state it had before a hide. */
interface UnimplementedReview {
  status: Exclude<UnimplementedStatus, 'open'>;
  by: number;
  at: string;
  state_before: CompanyItemState;
}

export type ReviewedCatalogItem = CatalogItemRow & { unimplemented_review?: UnimplementedReview };

/** Why nothing here fulfils a redemption of the item, or null when something does. */
export function unimplementedReasonOf(item: CatalogItemRow): UnimplementedReason | null {
  const first = FIRST_STATES[item.distributionMethod];
  if (first.redemption === 'fulfilled' || item.fulfillmentPartner !== null) return null;
  return first.record === 'manual_pending' ? 'no_fulfilment_partner' : 'payout_missing';
}

const statusOf = (item: ReviewedCatalogItem): UnimplementedStatus => item.unimplemented_review?.status ?? 'open';

export interface UnimplementedFilters {
  method?: string;
  provider?: string;
  status?: UnimplementedStatus;
}

/** The unimplemented items matching the filters, by name, and the methods and providers they span. */
export function unimplementedCatalog(
  items: readonly ReviewedCatalogItem[],
  users: ReadonlyMap<number, User>,
  { method, provider, status }: UnimplementedFilters,
): UnimplementedCatalog {
  const all = items.filter((item) => unimplementedReasonOf(item) !== null);
  const kept = all.filter(
    (item) =>
      (!method || item.distributionMethod === method) &&
      (!provider || item.provider === provider) &&
      (!status || statusOf(item) === status),
  );
  const sorted = (values: string[]) => [...new Set(values)].sort();
  return {
    items: [...kept].sort(byFullName).map((item): UnimplementedCatalogItem => {
      const review = item.unimplemented_review;
      return {
        ...catalogToolItemOf(item),
        distributionMethod: item.distributionMethod,
        reason: unimplementedReasonOf(item)!,
        status: statusOf(item),
        reviewedBy: review ? (users.get(review.by)?.display_name ?? null) : null,
        reviewedAt: review?.at ?? null,
      };
    }),
    methods: sorted(all.map((item) => item.distributionMethod)),
    providers: sorted(all.map((item) => item.provider)),
  };
}

/**
 * Marks, hides or reopens an item (in place). Hiding takes it out of every company's catalogue (inactive);
 * reopening gives back the state it had before.
 */
export function reviewUnimplemented(
  item: ReviewedCatalogItem,
  action: UnimplementedAction,
  reviewer: number,
  at: string,
): void {
  const stateBefore = item.unimplemented_review?.state_before ?? item.state;
  item.state = action === 'hide' ? 'inactive' : stateBefore;
  if (action === 'reopen') delete item.unimplemented_review;
  else
    item.unimplemented_review = {
      status: action === 'hide' ? 'hidden' : 'marked',
      by: reviewer,
      at,
      state_before: stateBefore,
    };
}
