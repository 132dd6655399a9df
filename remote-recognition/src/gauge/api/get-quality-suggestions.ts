import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import { qualitySuggestionsBodySchema, type QualityDimensionKey } from '@laurel/shared/recognition';

type SuggestionsKey = readonly ['/recognition/quality_suggestions', string, QualityDimensionKey];

const fetchSuggestions = ([path, bonusText, dimensionKey]: SuggestionsKey) =>
  v2Client
    .post<{ result: string[] }>(path, qualitySuggestionsBodySchema.parse({ bonusText, dimensionKey }))
    .then((body) => body.result);

/** `POST /recognition/quality_suggestions` (recognition §7), asked only when there is a text to coach. */
export const useQualitySuggestions = (bonusText: string | null, dimensionKey: QualityDimensionKey) =>
  useSWR(
    bonusText ? (['/recognition/quality_suggestions', bonusText, dimensionKey] as const) : null,
    fetchSuggestions,
    QUERY_DEFAULTS,
  );
