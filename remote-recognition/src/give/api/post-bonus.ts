import { v2Client } from '@laurel/shared';
import { createBonusBodySchema, type BonusPayload, type BonusView } from '@laurel/shared/recognition';

/** `POST /bonuses` (spec §7), checked against the schema the server checks; the key makes a retried request give only once. */
export function postBonus(bonus: BonusPayload, idempotencyKey: string): Promise<BonusView> {
  return v2Client
    .post<{ result: BonusView }>('/bonuses', createBonusBodySchema.parse({ bonus }), {
      params: { include_children: true, application_name: 'web' },
      headers: { 'Idempotency-Key': idempotencyKey },
    })
    .then((body) => body.result);
}
