import { Element, Text, type Descendant } from 'slate';
import {
  recognitionFactsOf,
  totalAmountOf,
  typedRecipientUsernames,
  type ReasonToken,
  type RecipientResult,
} from '@laurel/shared/recognition';
import { distinctRecipientIds, isGroup, recipientKey } from './suggestion-filters';
import type { ChipElement } from './composer-model';

/** Spec §3 draft state, derived from the editor's value. */
export interface Draft {
  /** The reason as sent: chips become `@username` and `&username`. */
  text: string;
  /** The reason as read: chips become their display names. */
  plainText: string;
  amount: number | null;
  amountInvalid: boolean;
  hashtags: readonly string[];
  recipients: RecipientResult[];
  mentions: RecipientResult[];
  /** Distinct people receiving, groups counting their member ids. */
  recipientCount: number;
  totalAmount: number;
}

const SIGIL = { recipient: '@', mention: '&' } as const;

function chipsOf(value: readonly Descendant[], type: ChipElement['type']): RecipientResult[] {
  const found = new Map<string, RecipientResult>();
  const visit = (node: Descendant) => {
    if (!Element.isElement(node)) return;
    if (node.type === type) found.set(recipientKey(node.recipient), node.recipient);
    else if (node.type === 'paragraph') node.children.forEach(visit);
  };
  value.forEach(visit);
  return [...found.values()];
}

function serialize(value: readonly Descendant[], chipText: (node: ChipElement) => string): string {
  const inline = (node: Descendant): string => {
    if (Text.isText(node)) return node.text;
    if (node.type === 'paragraph') return node.children.map(inline).join('');
    return chipText(node);
  };
  return value.map(inline).join('\n');
}

export function draftOf(value: readonly Descendant[], selfId: number): Draft {
  const text = serialize(value, (node) => `${SIGIL[node.type]}${node.recipient.username}`);
  const recipients = chipsOf(value, 'recipient');
  // An @username typed as text gives too (the server charges it): one person each, as the shared rule says.
  const typed = typedRecipientUsernames(
    text,
    recipients.map((recipient) => recipient.username),
  );
  const recipientCount = distinctRecipientIds(recipients, selfId).length + typed.length;
  const facts = recognitionFactsOf(text, recipientCount);
  return {
    text,
    plainText: serialize(value, (node) => `${SIGIL[node.type]}${node.recipient.display_name}`),
    amount: facts.amount,
    amountInvalid: facts.amountInvalid,
    hashtags: facts.hashtags,
    recipients,
    mentions: chipsOf(value, 'mention'),
    recipientCount,
    totalAmount: totalAmountOf(facts),
  };
}

/** The `reason_tokens` of spec §3: one per chosen recipient. */
export const reasonTokensOf = (recipients: readonly RecipientResult[]): ReasonToken[] =>
  recipients.map((recipient) =>
    isGroup(recipient)
      ? {
          context: 'recipient',
          token: `@${recipient.username}`,
          display_name: recipient.display_name,
          type: 'group',
          id: recipient.id,
          user_ids: recipient.group_user_ids ?? recipient.group_users ?? [],
        }
      : {
          context: 'recipient',
          token: `@${recipient.username}`,
          display_name: recipient.display_name,
          type: 'username',
        },
  );
