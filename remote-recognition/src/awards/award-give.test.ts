import { alice } from '../give/testing/give-fixtures';
import { awardGivePayload, awardGiveProblems, awardPreviewOf, type AwardGiveChoice } from './award-give';
import { givableAward } from './testing/award-fixtures';

const choice = (overrides: Partial<AwardGiveChoice> = {}): AwardGiveChoice => ({
  award: givableAward(),
  recipients: [alice],
  message: 'My own words',
  amount: 99,
  privacy: 'privately_visible',
  hideGiver: true,
  ...overrides,
});

describe('giving an award', () => {
  it('sends a templated award’s own message, amount and visibility, whatever the form holds', () => {
    expect(awardGivePayload(choice(), 3)).toEqual({
      award_id: 7,
      giver_id: 3,
      hide_giver: true,
      reason: 'Congratulations @receiver_username!',
      reason_tokens: [{ context: 'recipient', token: '@alice', display_name: 'Alice Ng', type: 'username' }],
      privacy: 'publicly_visible',
      amount: 30,
    });
  });

  it('sends the giver’s message, amount and visibility where the award lets them choose', () => {
    const award = givableAward({ messageEditable: true, amountEditable: true, visibilityEditable: true });
    expect(awardGivePayload(choice({ award, message: ' Well done @recipient ' }), 3)).toMatchObject({
      reason: 'Well done @recipient',
      privacy: 'privately_visible',
      amount: 99,
    });
  });

  it('previews the post with the placeholders filled by the recipients’ usernames', () => {
    expect(awardPreviewOf(choice())).toBe('Congratulations @alice!');
    const award = givableAward({ messageEditable: true });
    expect(awardPreviewOf(choice({ award, message: 'Thank you' }))).toBe('@alice Thank you');
  });

  it('refuses no recipient, an amount that is not a whole number above zero, and an empty message', () => {
    expect(awardGiveProblems(choice())).toEqual([]);
    const award = givableAward({ messageEditable: true, amountEditable: true });
    expect(awardGiveProblems(choice({ award, recipients: [], amount: 2.5, message: '  ' }))).toEqual([
      'recipient_required',
      'amount_invalid',
      'message_required',
    ]);
    expect(awardGiveProblems(choice({ award, amount: null }))).toEqual(['amount_invalid']);
  });
});
