import { z } from 'zod';
import { createBonusBodySchema, type BonusAttachment, type BonusPrivacy } from '@laurel/shared/contract';
import type { RecipientToken } from './resolve-recipients';

const QUERY_TEXT_MAX_LENGTH = 200;

const queryText = z.string().trim().min(1).max(QUERY_TEXT_MAX_LENGTH).optional();
const querySchema = z.object({
  include_children: z.unknown().optional(),
  application_name: queryText,
  ms_teams_meeting_id: queryText,
});

export interface BonusInput {
  reason: string;
  /** None when the giver did not choose: the recipients' shared preference, else the company's rule. */
  privacy: BonusPrivacy | null;
  reason_tokens: RecipientToken[];
  attachments: BonusAttachment[];
  parent_bonus_id: number | null;
  include_parent_giver: boolean;
  /** What the composer showed coming from flash points, when it says. */
  flash_points_used: number | null;
  /** `?include_children=true`: answer with the recognition's add-ons. */
  include_children: boolean;
  application_name?: string;
  ms_teams_meeting_id?: string;
}

/** The `{ bonus: {...} }` body and the query of `POST /bonuses`, or null when a shape is wrong (a 400). */
export function bonusInputOf(body: unknown, query: unknown): BonusInput | null {
  const parsedBody = createBonusBodySchema.safeParse(body);
  const parsedQuery = querySchema.safeParse(query);
  if (!parsedBody.success || !parsedQuery.success) return null;
  const { bonus } = parsedBody.data;
  const { include_children, application_name, ms_teams_meeting_id } = parsedQuery.data;
  return {
    reason: bonus.reason,
    privacy: bonus.privacy ?? null,
    reason_tokens: (bonus.reason_tokens ?? []) as RecipientToken[],
    attachments: bonus.attachments_attributes ?? [],
    parent_bonus_id: bonus.parent_bonus_id ?? null,
    include_parent_giver: bonus.include_parent_giver === true,
    flash_points_used: bonus.flash_points_used ?? null,
    include_children: include_children === 'true',
    ...(application_name && { application_name }),
    ...(ms_teams_meeting_id && { ms_teams_meeting_id }),
  };
}
