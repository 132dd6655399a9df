import { z } from 'zod';
import { BONUS_PRIVACIES, type BonusAttachment } from '@laurel/shared/recognition';
import type { RecipientToken } from './resolve-recipients';

/** The composer holds one attachment (spec §3 submission data). */
export const BONUS_ATTACHMENTS_MAX = 1;
const ATTACHMENT_URL_MAX_LENGTH = 2048;
const ATTACHMENT_ALT_TEXT_MAX_LENGTH = 500;
const QUERY_TEXT_MAX_LENGTH = 200;

const ATTACHMENT_CATEGORIES = ['image', 'social', 'video'] as const satisfies readonly BonusAttachment['category'][];
/** An absolute http(s) address or a path on this origin; never `javascript:` or `data:`. */
const SAFE_URL = /^(https?:\/\/|\/(?!\/))/i;

const attachmentSchema = z.object({
  category: z.enum(ATTACHMENT_CATEGORIES),
  url: z.string().max(ATTACHMENT_URL_MAX_LENGTH).regex(SAFE_URL),
  alt_text: z.string().max(ATTACHMENT_ALT_TEXT_MAX_LENGTH),
});

const bodySchema = z.object({
  bonus: z.object({
    reason: z.string(),
    privacy: z.enum(BONUS_PRIVACIES).nullish(),
    reason_tokens: z.array(z.record(z.string(), z.unknown())).nullish(),
    attachments_attributes: z.array(attachmentSchema).max(BONUS_ATTACHMENTS_MAX).nullish(),
    parent_bonus_id: z.number().int().nullish(),
    include_parent_giver: z.unknown().optional(),
  }),
});

const queryText = z.string().trim().min(1).max(QUERY_TEXT_MAX_LENGTH).optional();
const querySchema = z.object({
  include_children: z.unknown().optional(),
  application_name: queryText,
  ms_teams_meeting_id: queryText,
});

export interface BonusInput {
  reason: string;
  privacy: (typeof BONUS_PRIVACIES)[number];
  reason_tokens: RecipientToken[];
  attachments: BonusAttachment[];
  parent_bonus_id: number | null;
  include_parent_giver: boolean;
  /** `?include_children=true`: answer with the recognition's add-ons. */
  include_children: boolean;
  application_name?: string;
  ms_teams_meeting_id?: string;
}

/** The `{ bonus: {...} }` body and the query of `POST /bonuses`, or null when a shape is wrong (a 400). */
export function bonusInputOf(body: unknown, query: unknown): BonusInput | null {
  const parsedBody = bodySchema.safeParse(body);
  const parsedQuery = querySchema.safeParse(query);
  if (!parsedBody.success || !parsedQuery.success) return null;
  const { bonus } = parsedBody.data;
  const { include_children, application_name, ms_teams_meeting_id } = parsedQuery.data;
  return {
    reason: bonus.reason,
    privacy: bonus.privacy ?? 'publicly_visible',
    reason_tokens: (bonus.reason_tokens ?? []) as RecipientToken[],
    attachments: bonus.attachments_attributes ?? [],
    parent_bonus_id: bonus.parent_bonus_id ?? null,
    include_parent_giver: bonus.include_parent_giver === true,
    include_children: include_children === 'true',
    ...(application_name && { application_name }),
    ...(ms_teams_meeting_id && { ms_teams_meeting_id }),
  };
}
