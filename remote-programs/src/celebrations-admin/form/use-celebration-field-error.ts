import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '@laurel/shared';
import {
  ANNIVERSARY_YEAR_MAX,
  CELEBRATION_AMOUNT_MAX,
  CELEBRATION_HEADLINE_MAX_LENGTH,
  CELEBRATION_NAME_MAX_LENGTH,
  CELEBRATION_REASON_MAX_LENGTH,
  type ApiErrorId,
} from '@laurel/shared/contract';
import type { CelebrationFieldName } from './celebration-form-resolver';
import type { CelebrationFormValues } from './celebration-form-values';

const MAX_OF: Partial<Record<ApiErrorId, number>> = {
  celebration_name_too_long: CELEBRATION_NAME_MAX_LENGTH,
  celebration_headline_too_long: CELEBRATION_HEADLINE_MAX_LENGTH,
  celebration_reason_too_long: CELEBRATION_REASON_MAX_LENGTH,
};

/** The field's error in the reader's words, the catalogue's message with its limits filled in. */
export function useCelebrationFieldError(field: CelebrationFieldName): string | undefined {
  const { t } = useTranslation('celebrations', { keyPrefix: 'admin' });
  const {
    formState: { errors },
  } = useFormContext<CelebrationFormValues>();
  const id = errors[field]?.message as ApiErrorId | undefined;
  if (!id) return undefined;
  return translateApiError(t, id, {
    max: MAX_OF[id] ?? CELEBRATION_NAME_MAX_LENGTH,
    maxAmount: CELEBRATION_AMOUNT_MAX,
    maxYears: ANNIVERSARY_YEAR_MAX,
  });
}
