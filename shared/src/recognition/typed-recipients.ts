import { mentionsOf } from '../text/token-queries';

/** Spec §5 tokens: each `@username` of a reason names a recipient, picked from the popup or typed as text. */
export const recipientUsernamesOf = (reason: string): string[] => [
  ...new Set(mentionsOf(reason).map((username) => username.toLowerCase())),
];

/**
 * The `@usernames` typed as plain text rather than picked: those that are not a chosen recipient's
 * (person or group). The composer counts one recipient for each, as the server charges them; the server
 * refuses one that names nobody the giver may recognize (`unknown_recipient`), so the two never differ.
 */
export function typedRecipientUsernames(reason: string, chosenUsernames: Iterable<string>): string[] {
  const chosen = new Set([...chosenUsernames].map((username) => username.toLowerCase()));
  return recipientUsernamesOf(reason).filter((username) => !chosen.has(username));
}
