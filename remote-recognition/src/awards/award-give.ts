import { fillAwardMessage, type AwardGiveBody, type GivableAward } from '@laurel/shared/contract';
import type { BonusPrivacy, RecipientResult } from '@laurel/shared/recognition';
import { reasonTokensOf } from '../composer/draft';

/** What the giver chose in the composer's award context. */
export interface AwardGiveChoice {
  award: GivableAward;
  recipients: readonly RecipientResult[];
  message: string;
  amount: number | null;
  privacy: BonusPrivacy;
  hideGiver: boolean;
}

export type AwardGiveProblem = 'recipient_required' | 'amount_invalid' | 'message_required';

/** The choices the form starts from: the award's own message, amount and visibility. */
export const awardDefaults = (award: GivableAward) => ({
  message: award.message,
  amount: award.amount,
  privacy: award.visibility,
});

/** Points each receiver gets: the giver's where the award lets them choose, else the award's. */
export const awardAmountOf = ({ award, amount }: Pick<AwardGiveChoice, 'award' | 'amount'>) =>
  award.amountEditable ? amount : award.amount;

/** What the form refuses before asking the server; the server checks the same and the budget. */
export function awardGiveProblems(choice: AwardGiveChoice): AwardGiveProblem[] {
  const problems: AwardGiveProblem[] = [];
  if (choice.recipients.length === 0) problems.push('recipient_required');
  const amount = awardAmountOf(choice);
  if (amount === null || !Number.isInteger(amount) || amount <= 0) problems.push('amount_invalid');
  if (choice.award.messageEditable && choice.message.trim() === '') problems.push('message_required');
  return problems;
}

/** The post as it will read: the placeholders filled with the recipients' usernames (recognition §3). */
export const awardPreviewOf = ({ award, message, recipients }: AwardGiveChoice) =>
  fillAwardMessage(
    award.messageEditable ? message : award.message,
    recipients.map((recipient) => recipient.username),
  );

/** The award fields of the `POST /bonuses` body; the server fills the placeholders, as the preview does. */
export function awardGivePayload(choice: AwardGiveChoice, giverId: number): AwardGiveBody['bonus'] {
  const { award } = choice;
  return {
    award_id: award.id,
    giver_id: giverId,
    hide_giver: choice.hideGiver,
    reason: award.messageEditable ? choice.message.trim() : award.message,
    reason_tokens: reasonTokensOf(choice.recipients) as unknown as Record<string, unknown>[],
    privacy: award.visibilityEditable ? choice.privacy : award.visibility,
    amount: awardAmountOf(choice),
  };
}
