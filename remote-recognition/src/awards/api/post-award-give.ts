import { v2Client } from '@laurel/shared';
import type { AwardGiveBody, AwardGiveRequest } from '@laurel/shared/contract';
import type { BonusView } from '@laurel/shared/recognition';

/** Posted at once, or waiting for its approvers (202). */
export type AwardGiveOutcome = { given: BonusView } | { pending: AwardGiveRequest };

/** `POST /bonuses` with `award_id` (recognition §3); the key makes a retried request give only once. */
export function postAwardGive(bonus: AwardGiveBody['bonus'], idempotencyKey: string): Promise<AwardGiveOutcome> {
  return v2Client
    .post<{ result: BonusView | null; approval_request?: AwardGiveRequest }>(
      '/bonuses',
      { bonus },
      {
        params: { include_children: true, application_name: 'web' },
        headers: { 'Idempotency-Key': idempotencyKey },
      },
    )
    .then((body) => (body.result ? { given: body.result } : { pending: body.approval_request! }));
}
