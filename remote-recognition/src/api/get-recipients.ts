import useSWR from 'swr';
import { v2Client } from '@laurel/shared';
import type { RecipientResult } from '@laurel/shared/recognition';

export const RECIPIENTS_KEY = '/recipients';

const fetchRecipients = () => v2Client.get<{ result: RecipientResult[] }>(RECIPIENTS_KEY).then((body) => body.result);

/** Everyone who may receive, for an empty query; cached for the page's life (spec §7). */
export const useRecipients = (enabled: boolean) =>
  useSWR(enabled ? RECIPIENTS_KEY : null, fetchRecipients, {
    shouldRetryOnError: false,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
