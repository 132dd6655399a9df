import * as z from 'zod/mini';

/** How many recipient tokens one announcement may name. */
export const ANNOUNCEMENT_RECIPIENTS_MAX = 500;

const formBoolean = z.pipe(
  z.optional(z.union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])),
  z.transform((value) => value === true || value === 'true' || value === '1'),
);

const optionalId = z.pipe(
  z.optional(z.nullable(z.union([z.int().check(z.positive()), z.string().check(z.regex(/^\d*$/))]))),
  z.transform((value) => (value === undefined || value === null || value === '' ? null : Number(value))),
);

export const announcementRecipientTokenSchema = z.object({
  context: z.optional(z.string()),
  token: z.optional(z.string()),
  display_name: z.optional(z.string()),
  id: z.optional(z.int()),
  type: z.optional(z.string()),
  user_ids: z.optional(z.array(z.int())),
});

/**
 * The fields of `POST` and `PATCH /announcements/announcements` (recognition §7), as a multipart form
 * sends them: strings, with `reason_tokens` already read from its JSON. Only the shape is checked here;
 * `validateAnnouncementForm` holds the rules of §5.
 */
export const announcementFieldsSchema = z.object({
  title: z._default(z.string(), ''),
  description: z._default(z.string(), ''),
  start_date: z._default(z.string(), ''),
  end_date: z._default(z.string(), ''),
  claimable_award_id: optionalId,
  email_notification: formBoolean,
  send_slack_message: formBoolean,
  send_ms_teams_message: formBoolean,
  reason_tokens: z._default(
    z.array(announcementRecipientTokenSchema).check(z.maxLength(ANNOUNCEMENT_RECIPIENTS_MAX)),
    [],
  ),
  remove_image: formBoolean,
});
export type AnnouncementFields = z.infer<typeof announcementFieldsSchema>;
