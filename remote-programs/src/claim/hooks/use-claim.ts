import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { HttpError } from '@laurel/shared';
import type { IncentiveClaim } from '@laurel/shared/contract';
import { postApprovalRequest, type ClaimInput } from '../api/post-approval-request';
import { refreshAfterClaim } from '../api/refresh-after-claim';

export type ClaimSubmission = { status: 'idle' } | { status: 'submitting' } | { status: 'failed'; error: unknown };

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;

/** The server answered and would answer a retry of this key the same: the next attempt is a new one. */
const isSettledRefusal = (error: unknown) =>
  error instanceof HttpError &&
  error.responseStatus < 500 &&
  error.responseStatus !== 429 &&
  error.responseStatus !== 409;

const fingerprintOf = ({ incentive, reason, proof }: ClaimInput) =>
  JSON.stringify([incentive.id, reason, proof && [proof.name, proof.size, proof.lastModified]]);

/**
 * Claims through `POST /approval_requests`. One attempt keeps its Idempotency-Key across retries (a lost
 * answer, a server fault), so a retry never claims twice; a changed claim or a refusal starts a new attempt.
 * A claim made refreshes what it changed, in the background.
 */
export function useClaim() {
  const [submission, setSubmission] = useState<ClaimSubmission>({ status: 'idle' });
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  const { mutate } = useSWRConfig();

  async function claim(input: ClaimInput): Promise<IncentiveClaim | null> {
    if (submission.status === 'submitting') return null;
    const fingerprint = fingerprintOf(input);
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, key: newKey() };
    setSubmission({ status: 'submitting' });
    try {
      const made = await postApprovalRequest(input, attempt.current.key);
      attempt.current = null;
      setSubmission({ status: 'idle' });
      void refreshAfterClaim(mutate, made).catch(() => undefined);
      return made;
    } catch (error) {
      if (isSettledRefusal(error)) attempt.current = null;
      setSubmission({ status: 'failed', error });
      return null;
    }
  }

  return { submission, claim };
}
