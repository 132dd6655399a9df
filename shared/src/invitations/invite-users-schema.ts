import * as z from 'zod/mini';
import type { ApiErrorId } from '../contract/api-errors';

export const MAX_INVITES_PER_REQUEST = 20;

/** Validation ids; the UI translates them (`invite_users:errors.<id>`), the mock-api answers them in 422s. */
export const INVITE_ERRORS = {
  missingEmails: 'missing_emails',
  invalidEmail: 'invalid_email',
  tooMany: 'too_many_emails',
} as const satisfies Record<string, ApiErrorId>;

/** Splits what a person pasted (commas, spaces, new lines) into distinct addresses. */
export const splitEmails = (text: string) => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  ),
];

/** The body of `POST /api/v2/invitations`, the same rules in the form and on the server. */
export const inviteUsersSchema = z.object({
  emails: z
    .array(z.email({ error: INVITE_ERRORS.invalidEmail }))
    .check(
      z.minLength(1, { error: INVITE_ERRORS.missingEmails }),
      z.maxLength(MAX_INVITES_PER_REQUEST, { error: INVITE_ERRORS.tooMany }),
    ),
});

export type InviteUsersInput = z.infer<typeof inviteUsersSchema>;

export type InviteUsersError = (typeof INVITE_ERRORS)[keyof typeof INVITE_ERRORS];

const isInviteUsersError = (value: unknown): value is InviteUsersError =>
  (Object.values(INVITE_ERRORS) as unknown[]).includes(value);

/** The first validation id that fails, or null when the input is valid; a body without a list has no emails. */
export function inviteUsersError(input: unknown): InviteUsersError | null {
  const result = inviteUsersSchema.safeParse(input);
  if (result.success) return null;
  const message = result.error.issues[0]?.message;
  return isInviteUsersError(message) ? message : INVITE_ERRORS.missingEmails;
}
