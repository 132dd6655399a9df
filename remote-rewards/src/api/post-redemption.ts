import { v2Client } from '@laurel/shared';
import { redemptionBodySchema, type Redemption, type RedemptionInput } from '@laurel/shared/contract';

/**
 * `POST /redemptions` (programs §7), checked against the schema the server checks. The key names one
 * attempt: a retry of the same attempt sends it again, so the server redeems at most once.
 */
export function postRedemption(redemption: RedemptionInput, idempotencyKey: string): Promise<Redemption> {
  return v2Client
    .post<{ result: Redemption }>('/redemptions', redemptionBodySchema.parse({ redemption }), {
      headers: { 'Idempotency-Key': idempotencyKey },
    })
    .then((body) => body.result);
}
