import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { OutboxEmail } from '@laurel/shared/contract';
import { SUBSCRIPTIONS_KEY } from './keys';

const fetchOutbox = () =>
  v2Client.get<{ records: OutboxEmail[] }>('admin/subscriptions/outbox').then((body) => body.records);

/** `GET /admin/subscriptions/outbox`: the e-mails the subscription job wrote, newest first. */
export const useOutbox = () =>
  useSWR([SUBSCRIPTIONS_KEY, 'outbox'] as const, fetchOutbox, { ...QUERY_DEFAULTS, revalidateOnMount: true });
