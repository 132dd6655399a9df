import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '@laurel/shared';
import {
  AWARD_APPROVAL_STEPS_MAX,
  AWARD_DESCRIPTION_MAX_LENGTH,
  AWARD_MESSAGE_MAX_LENGTH,
  AWARD_NAME_MAX_LENGTH,
  AWARD_TITLE_MAX_LENGTH,
  type ApiErrorId,
} from '@laurel/shared/contract';
import type { AwardFieldName } from './award-form-resolver';
import type { AwardFormValues } from './award-form-values';

const MAX_OF: Partial<Record<ApiErrorId, number>> = {
  award_name_too_long: AWARD_NAME_MAX_LENGTH,
  award_title_too_long: AWARD_TITLE_MAX_LENGTH,
  award_description_too_long: AWARD_DESCRIPTION_MAX_LENGTH,
  award_message_too_long: AWARD_MESSAGE_MAX_LENGTH,
};

/** The field's error in the reader's words, the catalogue's message with its limits filled in. */
export function useAwardFieldError(field: AwardFieldName): string | undefined {
  const { t } = useTranslation('awards', { keyPrefix: 'admin' });
  const {
    formState: { errors },
  } = useFormContext<AwardFormValues>();
  const id = errors[field]?.message as ApiErrorId | undefined;
  if (!id) return undefined;
  return translateApiError(t, id, { max: MAX_OF[id] ?? AWARD_NAME_MAX_LENGTH, maxSteps: AWARD_APPROVAL_STEPS_MAX });
}
