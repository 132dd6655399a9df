import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { Nomination, NominationInput } from '@laurel/shared/contract';
import { postNomination } from '../api/post-nomination';
import { NOMINATIONS_KEY_PREFIX } from '../api/nomination-keys';

export type NominationSubmission = { status: 'idle' } | { status: 'submitting' } | { status: 'failed'; error: unknown };

const isNominationsKey = (key: unknown) => Array.isArray(key) && key[0] === NOMINATIONS_KEY_PREFIX;

/** Nominates; a nomination made refreshes the periods (nominations left) and the reader's nominations. */
export function useNominate() {
  const [submission, setSubmission] = useState<NominationSubmission>({ status: 'idle' });
  const { mutate } = useSWRConfig();

  async function nominate(input: NominationInput): Promise<Nomination | null> {
    if (submission.status === 'submitting') return null;
    setSubmission({ status: 'submitting' });
    try {
      const made = await postNomination(input);
      setSubmission({ status: 'idle' });
      void mutate(isNominationsKey).catch(() => undefined);
      return made;
    } catch (error) {
      setSubmission({ status: 'failed', error });
      return null;
    }
  }

  const reset = () => setSubmission({ status: 'idle' });

  return { submission, nominate, reset };
}
