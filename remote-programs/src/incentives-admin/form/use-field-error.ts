import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  INCENTIVE_APPROVAL_STEPS_MAX,
  INCENTIVE_DESCRIPTION_MAX_LENGTH,
  INCENTIVE_MESSAGE_MAX_LENGTH,
  INCENTIVE_NAME_MAX_LENGTH,
  type ApiErrorId,
} from '@laurel/shared/contract';
import { translateApiError } from '@laurel/shared';
import type { IncentiveFieldName } from './incentive-form-resolver';
import type { IncentiveFormValues } from './incentive-form-values';

const MAX_OF: Partial<Record<ApiErrorId, number>> = {
  incentive_name_too_long: INCENTIVE_NAME_MAX_LENGTH,
  incentive_description_too_long: INCENTIVE_DESCRIPTION_MAX_LENGTH,
  incentive_message_too_long: INCENTIVE_MESSAGE_MAX_LENGTH,
};

/** The field's error in the reader's words, the catalogue's message with its limits filled in. */
export function useFieldError(field: IncentiveFieldName): string | undefined {
  const { t } = useTranslation('admin_rewards', { keyPrefix: 'incentives' });
  const {
    formState: { errors },
  } = useFormContext<IncentiveFormValues>();
  const id = errors[field]?.message as ApiErrorId | undefined;
  if (!id) return undefined;
  return translateApiError(t, id, {
    max: MAX_OF[id] ?? INCENTIVE_NAME_MAX_LENGTH,
    maxSteps: INCENTIVE_APPROVAL_STEPS_MAX,
  });
}
