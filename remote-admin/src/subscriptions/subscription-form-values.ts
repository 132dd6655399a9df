import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  reportSubscriptionFormSchema,
  validateReportSubscription,
  type ApiErrorId,
  type ReportSubscription,
  type ReportSubscriptionForm,
  type SubscriptionRecipient,
} from '@laurel/shared/contract';

/** What the form holds: the contract's form, with the recipients' names so the chosen show as chips. */
export interface SubscriptionFormValues extends Omit<ReportSubscriptionForm, 'recipientIds'> {
  recipients: SubscriptionRecipient[];
}

export type SubscriptionFieldName = keyof SubscriptionFormValues;

export const NEW_SUBSCRIPTION: SubscriptionFormValues = {
  report: 'participation',
  frequency: 'weekly',
  format: 'summary',
  recipients: [],
  message: '',
};

export const valuesOfSubscription = (subscription: ReportSubscription): SubscriptionFormValues => ({
  report: subscription.report,
  frequency: subscription.frequency,
  format: subscription.format,
  recipients: subscription.recipients,
  message: subscription.message,
});

export const formOfValues = ({ recipients, ...values }: SubscriptionFormValues): ReportSubscriptionForm => ({
  ...values,
  recipientIds: recipients.map((recipient) => recipient.id),
});

/** Where each of the form's errors, found here or by the server, is shown. */
export const FIELD_OF_ERROR: Partial<Record<ApiErrorId, SubscriptionFieldName>> = {
  subscription_recipients_required: 'recipients',
  subscription_recipients_too_many: 'recipients',
  subscription_recipients_invalid: 'recipients',
  subscription_message_too_long: 'message',
};

/** The errors at their fields (each field's first); `message` holds the catalogue id, translated where shown. */
export function fieldErrorsOf(ids: readonly ApiErrorId[]): FieldErrors<SubscriptionFormValues> {
  const errors: FieldErrors<SubscriptionFormValues> = {};
  for (const id of ids) {
    const field = FIELD_OF_ERROR[id];
    if (field) errors[field] ??= { type: 'validate', message: id };
  }
  return errors;
}

/** The contract's schema and rules, the ones the server checks with. */
export const subscriptionFormResolver: Resolver<SubscriptionFormValues> = (values) => {
  const form = formOfValues(values);
  const parsed = reportSubscriptionFormSchema.safeParse(form);
  const errors = fieldErrorsOf(parsed.success ? validateReportSubscription(parsed.data) : ['bad_request']);
  return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
};
