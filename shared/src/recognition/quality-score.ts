import * as z from 'zod/mini';
import type { ApiErrorId } from '../contract/api-errors';
import { RECOGNITION_MAX_LENGTH } from './recognition-rules';

/** The five quality dimensions (recognition §3, §9), in the order the gauge lists them. */
export const QUALITY_DIMENSION_KEYS = ['specific', 'contextual', 'values_aligned', 'personal', 'genuine'] as const;
export type QualityDimensionKey = (typeof QUALITY_DIMENSION_KEYS)[number];

/** One dimension as scored: whether the text has it, and why, in words the writer can act on. */
export interface QualityDimension {
  key: QualityDimensionKey;
  matches: boolean;
  reason: string;
}

export interface QualityTotals {
  matches: number;
  total: number;
}

/** `POST /recognition/quality_scores`' answer and a stored recognition's `quality_score` (programs §3). */
export interface QualityScore {
  /** The gauge's fill as a whole percentage. */
  score: number;
  dimensions: QualityDimension[];
  totals: QualityTotals;
}

/** Recognition §9. */
export const SCORE_DEBOUNCE_MS = 2000;
export const SCORE_TIMEOUT_MS = 20_000;
export const QUALITY_MIN_TEXT_LENGTH = 30;
export const QUALITY_DIMENSIONS_COUNTED = 5;

/** Gauge fill (recognition §9): matches ÷ min(total, 5), capped at 1. */
export function gaugeFillOf({ matches, total }: QualityTotals): number {
  const counted = Math.min(total, QUALITY_DIMENSIONS_COUNTED);
  return counted <= 0 ? 0 : Math.min(1, Math.max(0, matches) / counted);
}

export const isQualityDimensionKey = (value: unknown): value is QualityDimensionKey =>
  (QUALITY_DIMENSION_KEYS as readonly unknown[]).includes(value);

/**
 * Why a scoring or suggestion request is refused: the gauge sends only drafts of 30 characters or more, so
 * a blank text or an unknown dimension is a malformed request, not a message of the catalogue every page carries.
 */
export const QUALITY_REQUEST_ERRORS = ['bad_request', 'reason_too_long'] as const satisfies readonly ApiErrorId[];
export type QualityRequestError = (typeof QUALITY_REQUEST_ERRORS)[number];

const bonusText = z
  .string({ error: 'bad_request' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'bad_request' }),
    z.maxLength(RECOGNITION_MAX_LENGTH, { error: 'reason_too_long' }),
  );

/** The body of `POST /recognition/quality_scores` (recognition §7). */
export const qualityScoreBodySchema = z.object({ bonusText });
export type QualityScoreBody = z.infer<typeof qualityScoreBodySchema>;

/** The body of `POST /recognition/quality_suggestions` (recognition §7). */
export const qualitySuggestionsBodySchema = z.object({
  bonusText,
  dimensionKey: z.enum(QUALITY_DIMENSION_KEYS, { error: 'bad_request' }),
});
export type QualitySuggestionsBody = z.infer<typeof qualitySuggestionsBodySchema>;

const isQualityRequestError = (value: unknown): value is QualityRequestError =>
  (QUALITY_REQUEST_ERRORS as readonly unknown[]).includes(value);

/** The first reason a body was refused, from its failed parse; a body of the wrong shape has no text. */
export function qualityRequestErrorOf(error: { issues: readonly { message: string }[] }): QualityRequestError {
  const message = error.issues[0]?.message;
  return isQualityRequestError(message) ? message : 'bad_request';
}
