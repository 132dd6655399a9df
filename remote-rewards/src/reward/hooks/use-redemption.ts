import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { HttpError } from '@laurel/shared';
import type { Redemption, RedemptionInput } from '@laurel/shared/contract';
import { postRedemption } from '../../api/post-redemption';
import { refreshAfterRedemption } from '../../api/refresh-after-redemption';

export type RedemptionState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'failed'; error: unknown }
  | { status: 'redeemed'; redemption: Redemption };

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;

/** The server answered and will answer a retry of this key the same: the next attempt is a new one. */
const isSettledRefusal = (error: unknown) =>
  error instanceof HttpError &&
  error.responseStatus < 500 &&
  error.responseStatus !== 429 &&
  error.responseStatus !== 409;

/**
 * Redeems through `POST /redemptions`. One attempt keeps its Idempotency-Key across retries (a lost answer,
 * a server fault), so a retry never redeems twice; a changed request or a refusal starts a new attempt.
 * On success it refreshes what programs §4 lists.
 */
export function useRedemption() {
  const [state, setState] = useState<RedemptionState>({ status: 'idle' });
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const { mutate } = useSWRConfig();

  async function redeem(input: RedemptionInput) {
    if (state.status === 'submitting') return;
    const body = JSON.stringify(input);
    if (attempt.current?.body !== body) attempt.current = { body, key: newKey() };
    setState({ status: 'submitting' });
    let redemption: Redemption;
    try {
      redemption = await postRedemption(input, attempt.current.key);
    } catch (error) {
      if (isSettledRefusal(error)) attempt.current = null;
      setState({ status: 'failed', error });
      return;
    }
    attempt.current = null;
    setState({ status: 'redeemed', redemption });
    // The redemption stands even if a read fails; those reads show their own errors where they are shown.
    await refreshAfterRedemption(mutate).catch(() => undefined);
  }

  return { state, redeem, reset: () => setState({ status: 'idle' }) };
}
