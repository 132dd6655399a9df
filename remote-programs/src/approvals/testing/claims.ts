import { HttpError, v2Client, type RequestOptions } from '@laurel/shared';
import type { IncentiveClaim } from '@laurel/shared/contract';

/** A claim of "Speak at a meetup" by Ada, waiting at step 1 of 2. */
export function claim(id: number, overrides: Partial<IncentiveClaim> = {}): IncentiveClaim {
  return {
    id,
    award: { id: 2, name: 'Speak at a meetup', amount: 100 },
    receivers: [{ id: 7, display_name: 'Ada Lovelace', profile_pic_url: null }],
    claim_reason: 'I spoke at the Rust meetup',
    claim_attachment: { url: '/uploads/incentive_proofs/1/proof.png', type: 'image/png', filename: 'slides.png' },
    state: 'pending',
    auto_approved: false,
    created_at: '2026-11-20T10:00:00.000Z',
    decision_date: null,
    current_step: 0,
    steps_count: 2,
    decisions: [],
    bonus_id: null,
    ...overrides,
  };
}

export const answerGets = (answer: (path: string, options?: RequestOptions) => unknown) =>
  jest
    .spyOn(v2Client, 'get')
    .mockImplementation((async (path: string, options?: RequestOptions) =>
      answer(path, options)) as typeof v2Client.get);

export const answerPosts = (answer: (path: string, body: unknown) => unknown) =>
  jest
    .spyOn(v2Client, 'post')
    .mockImplementation((async (path: string, body?: unknown) => answer(path, body)) as typeof v2Client.post);

export const httpError = (status: number, body?: unknown) => new HttpError(status, { body });
