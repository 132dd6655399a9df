import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { Nomination } from '@laurel/shared/contract';
import { NOMINATIONS_KEY_PREFIX } from './nomination-keys';

const fetchMyNominations = () => v2Client.get<{ records: Nomination[] }>('/nominations').then((body) => body.records);

/** The nominations the reader made, newest first, in every period. */
export const useMyNominations = () =>
  useSWR([NOMINATIONS_KEY_PREFIX, 'mine'] as const, fetchMyNominations, QUERY_DEFAULTS);
