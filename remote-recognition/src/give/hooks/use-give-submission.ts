import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate } from 'swr';
import { apiErrorIdOf, HttpError } from '@laurel/shared';
import {
  addOnRecipientIds,
  canonicalJson,
  validateRecognition,
  type BonusAttachment,
  type BonusPayload,
  type BonusPrivacy,
  type BonusView,
  type RecognitionRules,
} from '@laurel/shared/recognition';
import type { Draft } from '../../composer/draft';
import { reasonTokensOf } from '../../composer/draft';
import { distinctRecipientIds } from '../../composer/suggestion-filters';
import { postBonus } from '../api/post-bonus';
import { FLASH_POINTS_PROGRAM_KEY } from '../api/get-flash-points-program';
import { GIVER_BUDGET_KEY } from '../../api/get-giver-budget';
import { serverErrorOf, type ComposerError } from '../composer-errors';

export interface Submission {
  draft: Draft;
  privacy: BonusPrivacy;
  parentBonus?: BonusView;
  includeParentGiver?: boolean;
  selfId: number;
  /** What the composer shows coming from flash points; the server charges exactly this or refuses. */
  flashPointsUsed?: number;
  attachments?: BonusAttachment[];
  /** An attachment is still uploading: submit waits (spec §4 `attachment_loading`). */
  attachmentLoading?: boolean;
}

/** Distinct people receiving; an add-on also gives to its parent's receivers, and its giver when asked. */
export function recipientCountOf({ draft, parentBonus, includeParentGiver, selfId }: Submission): number {
  if (!parentBonus) return draft.recipientCount;
  const joined = addOnRecipientIds(parentBonus, includeParentGiver ?? false);
  const ids = new Set([...distinctRecipientIds(draft.recipients, selfId), ...joined]);
  ids.delete(selfId);
  return ids.size;
}

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;

export function payloadOf({
  draft,
  privacy,
  parentBonus,
  includeParentGiver,
  flashPointsUsed,
  attachments = [],
}: Submission): BonusPayload {
  return {
    privacy,
    reason: draft.text,
    attachments_attributes: attachments,
    reason_tokens: reasonTokensOf(draft.recipients),
    ...(parentBonus ? { parent_bonus_id: parentBonus.id, include_parent_giver: includeParentGiver ?? false } : {}),
    ...(flashPointsUsed === undefined ? {} : { flash_points_used: flashPointsUsed }),
  };
}

/**
 * Spec §4 submission: validate, show the errors or send; a repeated send of the same draft reuses
 * its idempotency key, so a retry after a lost answer never gives twice.
 */
export function useGiveSubmission(rules: RecognitionRules, onGiven: (bonus: BonusView, totalAmount: number) => void) {
  const { t } = useTranslation('action_input');
  const [errors, setErrors] = useState<ComposerError[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const attempt = useRef<{ payload: string; key: string } | null>(null);

  async function submit(submission: Submission) {
    if (submitting) return;
    const { draft } = submission;
    const recipientCount = recipientCountOf(submission);
    const invalid = validateRecognition({ ...draft, recipientCount }, rules);
    if (invalid.length > 0) {
      setErrors(invalid.map((id) => ({ id })));
      return;
    }
    if (submission.attachmentLoading) {
      setErrors([{ id: 'attachment_loading' }]);
      return;
    }
    setErrors([]);
    const payload = payloadOf(submission);
    // The key names the whole request: any change to what is sent (privacy, recipients, flash points…) is a new give.
    const canonical = canonicalJson(payload);
    if (attempt.current?.payload !== canonical) attempt.current = { payload: canonical, key: newKey() };
    setSubmitting(true);
    try {
      const bonus = await postBonus(payload, attempt.current.key);
      attempt.current = null;
      onGiven(bonus, bonus.amount * bonus.receiver_ids.length);
    } catch (error) {
      if (apiErrorIdOf(error instanceof HttpError ? error.body : null) === 'flash_points_changed') {
        void mutate(GIVER_BUDGET_KEY);
        void mutate(FLASH_POINTS_PROGRAM_KEY);
      }
      setErrors([serverErrorOf(error, t, rules)]);
    } finally {
      setSubmitting(false);
    }
  }

  return { errors, submitting, submit, clearErrors: () => setErrors([]) };
}
