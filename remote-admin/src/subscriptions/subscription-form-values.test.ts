import {
  NEW_SUBSCRIPTION,
  formOfValues,
  subscriptionFormResolver,
  type SubscriptionFormValues,
} from './subscription-form-values';

const resolve = (values: SubscriptionFormValues) =>
  subscriptionFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

const emma = { id: 7, displayName: 'Emma', email: 'emma@example.com' };

describe('the subscription form rules', () => {
  it('sends the recipients as ids', () => {
    expect(formOfValues({ ...NEW_SUBSCRIPTION, recipients: [emma] })).toEqual({
      report: 'participation',
      frequency: 'weekly',
      format: 'summary',
      recipientIds: [7],
      message: '',
    });
  });

  it('puts each rule of the contract at its field', async () => {
    const answer = await resolve({ ...NEW_SUBSCRIPTION, message: 'x'.repeat(301) });
    expect(answer.errors).toEqual({
      recipients: { type: 'validate', message: 'subscription_recipients_required' },
      message: { type: 'validate', message: 'subscription_message_too_long' },
    });
  });

  it('passes a form the server would take', async () => {
    const answer = await resolve({ ...NEW_SUBSCRIPTION, recipients: [emma], message: 'Hi' });
    expect(answer.errors).toEqual({});
  });
});
