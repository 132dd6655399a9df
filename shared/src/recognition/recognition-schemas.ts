import * as z from 'zod/mini';
import type { ApiErrorId } from '../contract/api-errors';
import { BONUS_PRIVACIES, type BonusAttachment } from './bonus-contract';
import { COMMENT_MAX_LENGTH } from './recognition-rules';

/** The composer holds one attachment (spec §3 submission data). */
export const BONUS_ATTACHMENTS_MAX = 1;
const ATTACHMENT_URL_MAX_LENGTH = 2048;
const ATTACHMENT_ALT_TEXT_MAX_LENGTH = 500;

const ATTACHMENT_CATEGORIES = ['image', 'social', 'video'] as const satisfies readonly BonusAttachment['category'][];
/** An absolute http(s) address or a path on this origin; never `javascript:` or `data:`. */
const SAFE_URL = /^(https?:\/\/|\/(?!\/))/i;

const attachmentUrl = z.string().check(z.maxLength(ATTACHMENT_URL_MAX_LENGTH), z.regex(SAFE_URL));

const bonusAttachmentSchema = z.object({
  category: z.enum(ATTACHMENT_CATEGORIES),
  url: attachmentUrl,
  alt_text: z.string().check(z.maxLength(ATTACHMENT_ALT_TEXT_MAX_LENGTH)),
  /** A video names its upload; the server fills in its addresses from what it stored. */
  video_id: z.optional(z.int()),
  video_poster_url: z.optional(attachmentUrl),
  video_thumbnail_url: z.optional(attachmentUrl),
});

/**
 * The body of `POST /bonuses`, `{ bonus: {...} }`: the composer sends only what passes it, the server
 * answers 400 to anything else. The rules on what the reason says are `validateRecognition`'s.
 */
export const createBonusBodySchema = z.object({
  bonus: z.object({
    reason: z.string(),
    privacy: z.nullish(z.enum(BONUS_PRIVACIES)),
    reason_tokens: z.nullish(z.array(z.record(z.string(), z.unknown()))),
    attachments_attributes: z.nullish(z.array(bonusAttachmentSchema).check(z.maxLength(BONUS_ATTACHMENTS_MAX))),
    parent_bonus_id: z.nullish(z.int()),
    include_parent_giver: z.optional(z.unknown()),
    /** What the composer showed coming from flash points; the server refuses a give that would differ. */
    flash_points_used: z.optional(z.int().check(z.nonnegative())),
  }),
});

export type CreateBonusBody = z.infer<typeof createBonusBodySchema>;

/** Why a comment is refused, the same in the comment form and in `POST /bonuses/:id/comments`. */
export const COMMENT_ERRORS = ['missing_text', 'too_long'] as const satisfies readonly ApiErrorId[];
export type CommentError = (typeof COMMENT_ERRORS)[number];

/** The body of `POST /bonuses/:id/comments`: a reason, trimmed, neither blank nor over the limit. */
export const commentBodySchema = z.object({
  comment: z.object({
    reason: z
      .string({ error: 'missing_text' })
      .check(
        z.trim(),
        z.minLength(1, { error: 'missing_text' }),
        z.maxLength(COMMENT_MAX_LENGTH, { error: 'too_long' }),
      ),
  }),
});

export type CommentBody = z.infer<typeof commentBodySchema>;

const isCommentError = (value: unknown): value is CommentError =>
  (COMMENT_ERRORS as readonly unknown[]).includes(value);

/** The first reason the body is refused, or null when it may be posted; a body of the wrong shape has no text. */
export function commentBodyError(input: unknown): CommentError | null {
  const result = commentBodySchema.safeParse(input);
  if (result.success) return null;
  const message = result.error.issues[0]?.message;
  return isCommentError(message) ? message : 'missing_text';
}
