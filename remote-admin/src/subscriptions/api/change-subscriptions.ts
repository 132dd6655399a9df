import { useSWRConfig } from 'swr';
import { v2Client } from '@laurel/shared';
import type { ReportSubscription, ReportSubscriptionForm } from '@laurel/shared/contract';
import { SUBSCRIPTIONS_PATH } from './get-subscriptions';
import { isSubscriptionsKey } from './keys';

/** `POST /report_email_subscriptions`, or `PUT /report_email_subscriptions/{id}` for an existing one. */
const saveSubscription = (form: ReportSubscriptionForm, id?: number) =>
  id === undefined
    ? v2Client.post<ReportSubscription>(SUBSCRIPTIONS_PATH, form)
    : v2Client.put<ReportSubscription>(`${SUBSCRIPTIONS_PATH}/${id}`, form);

/** `DELETE /report_email_subscriptions/{id}`. */
const deleteSubscription = (id: number) => v2Client.delete<void>(`${SUBSCRIPTIONS_PATH}/${id}`);

/** `DELETE /report_email_subscriptions/delete_all`. */
const deleteAllSubscriptions = () => v2Client.delete<{ deleted: number }>(`${SUBSCRIPTIONS_PATH}/delete_all`);

/** The subscription changes, each refreshing the list and the outbox once it succeeded. */
export function useSubscriptionChanges() {
  const { mutate } = useSWRConfig();
  const refreshed =
    <Args extends unknown[], T>(change: (...args: Args) => Promise<T>) =>
    async (...args: Args) => {
      const answer = await change(...args);
      await mutate(isSubscriptionsKey);
      return answer;
    };
  return {
    save: refreshed(saveSubscription),
    remove: refreshed(deleteSubscription),
    removeAll: refreshed(deleteAllSubscriptions),
  };
}
