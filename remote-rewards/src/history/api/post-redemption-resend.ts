import type { ScopedMutator } from 'swr';
import { v2Client } from '@laurel/shared';
import { resendRedemptionBodySchema, type Redemption } from '@laurel/shared/contract';
import { redemptionKey } from '../../api/get-redemption';

/** Sends the gift card's e-mail again; 422 `invalid_email` or `not_resendable`, 429 past the resend limit. */
export const postRedemptionResend = (id: number, email: string): Promise<Redemption> =>
  v2Client
    .post<{ result: Redemption }>(`rewards/redemptions/${id}/resend`, resendRedemptionBodySchema.parse({ email }))
    .then((body) => body.result);

export const recordResentRedemption = (mutate: ScopedMutator, redemption: Redemption) =>
  mutate(redemptionKey(redemption.id), redemption, { revalidate: false });
