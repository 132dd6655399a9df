import {
  SUBSCRIPTION_MESSAGE_MAX_LENGTH,
  SUBSCRIPTION_RECIPIENTS_MAX,
  reportSubscriptionFormSchema,
  validateReportSubscription,
  type ApiErrorId,
  type ReportSubscriptionForm,
} from '@laurel/shared/contract';
import type { Store } from '../db/store';

export const subscriptionErrorParamsOf = (id: ApiErrorId) => ({
  max: id === 'subscription_recipients_too_many' ? SUBSCRIPTION_RECIPIENTS_MAX : SUBSCRIPTION_MESSAGE_MAX_LENGTH,
});

export type CheckedSubscription = { form: ReportSubscriptionForm } | { refused: ApiErrorId; errors?: ApiErrorId[] };

/** The form checked with the schema and rules the admin form uses; recipients must be active people of the company. */
export function checkedSubscription(store: Store, companyId: number, body: unknown): CheckedSubscription {
  const parsed = reportSubscriptionFormSchema.safeParse(body);
  if (!parsed.success) return { refused: 'bad_request' };
  const form = { ...parsed.data, message: parsed.data.message.trim() };
  const errors: ApiErrorId[] = validateReportSubscription(form);
  const users = store.rowsById('users');
  const stranger = (id: number) => {
    const user = users.get(id);
    return !user || user.company_id !== companyId || user.status !== 'active';
  };
  if (form.recipientIds.some(stranger)) errors.push('subscription_recipients_invalid');
  if (errors.length > 0) return { refused: errors[0]!, errors };
  return { form: { ...form, recipientIds: [...new Set(form.recipientIds)] } };
}
