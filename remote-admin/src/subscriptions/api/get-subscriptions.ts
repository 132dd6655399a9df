import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { ReportSubscription } from '@laurel/shared/contract';
import { SUBSCRIPTIONS_KEY } from './keys';

export const SUBSCRIPTIONS_PATH = 'report_email_subscriptions';

const fetchSubscriptions = () =>
  v2Client.get<{ records: ReportSubscription[] }>(SUBSCRIPTIONS_PATH).then((body) => body.records);

/** `GET /report_email_subscriptions` (programs §7): the company's subscriptions, newest first. */
export const useSubscriptions = () =>
  useSWR([SUBSCRIPTIONS_KEY, 'list'] as const, fetchSubscriptions, { ...QUERY_DEFAULTS, revalidateOnMount: true });
