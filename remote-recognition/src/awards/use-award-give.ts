import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate } from 'swr';
import { apiErrorMessage } from '@laurel/shared';
import { canonicalJson } from '@laurel/shared/recognition';
import { postAwardGive, type AwardGiveOutcome } from './api/post-award-give';
import { GIVABLE_AWARDS_KEY } from './api/get-givable-awards';
import { awardGivePayload, awardGiveProblems, type AwardGiveChoice, type AwardGiveProblem } from './award-give';

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;

/**
 * Checks and sends a give; the server's refusal (budget spent, not allowed…) in its words, the
 * form left as typed. The same choice sent again reuses its idempotency key, so it never gives twice.
 */
export function useAwardGive(giverId: number, onDone: (outcome: AwardGiveOutcome) => void) {
  const { t } = useTranslation('awards');
  const [problems, setProblems] = useState<AwardGiveProblem[]>([]);
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const attempt = useRef<{ payload: string; key: string } | null>(null);

  async function submit(choice: AwardGiveChoice) {
    if (submitting) return;
    const found = awardGiveProblems(choice);
    setProblems(found);
    setServerError(null);
    if (found.length > 0) return;
    const payload = awardGivePayload(choice, giverId);
    const canonical = canonicalJson(payload);
    if (attempt.current?.payload !== canonical) attempt.current = { payload: canonical, key: newKey() };
    setSubmitting(true);
    try {
      const outcome = await postAwardGive(payload, attempt.current.key);
      attempt.current = null;
      onDone(outcome);
    } catch (error) {
      setServerError(apiErrorMessage(t, error, { fallback: t('problems.unknown') }));
    } finally {
      setSubmitting(false);
      // The budget left changed, or the refusal says it is not what the form showed.
      void mutate(GIVABLE_AWARDS_KEY);
    }
  }

  return { problems, serverError, submitting, submit };
}
