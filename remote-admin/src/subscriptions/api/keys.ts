/** Every subscriptions read carries this first in its SWR key, so a change refreshes each of them. */
export const SUBSCRIPTIONS_KEY = 'report-subscriptions';

export const isSubscriptionsKey = (key: unknown) => Array.isArray(key) && key[0] === SUBSCRIPTIONS_KEY;
