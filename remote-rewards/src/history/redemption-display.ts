import type { Redemption, RedemptionRecord } from '@laurel/shared/contract';

export const formatRedemptionDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));

/** The record that says where delivery stands: the newest one. */
export function latestRecordOf(redemption: Pick<Redemption, 'redemptionRecords'>): RedemptionRecord | undefined {
  return redemption.redemptionRecords.reduce<RedemptionRecord | undefined>(
    (latest, record) => (!latest || record.createdAt >= latest.createdAt ? record : latest),
    undefined,
  );
}

/** The option chosen, such as `M · navy`, or null for a reward without options. */
export const optionOf = ({ size, color }: Pick<Redemption, 'size' | 'color'>) =>
  [size, color].filter(Boolean).join(' · ') || null;

/** The server resends a gift card that was delivered by e-mail, and nothing else. */
export const isResendable = (redemption: Pick<Redemption, 'giftCard' | 'claimUrl'>) =>
  redemption.giftCard && redemption.claimUrl !== null;

/** A route's `:id` as a redemption id, or null for anything that cannot name one. */
export function parseRedemptionId(value: string | undefined): number | null {
  const id = value !== undefined && /^\d+$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}
