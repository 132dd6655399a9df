import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '@laurel/shared';
import type { ApiErrorId } from '@laurel/shared/contract';
import type { ApprovalFormValues, AudienceFormValues } from './program-form-values';

/** The audience's or the approval steps' error in the reader's words (the form keeps catalogue ids as messages). */
export function useProgramFieldError(
  field: keyof (AudienceFormValues & ApprovalFormValues),
  maxSteps?: number,
): string | undefined {
  const { t } = useTranslation('admin_rewards', { keyPrefix: 'programForm' });
  const {
    formState: { errors },
  } = useFormContext<AudienceFormValues & ApprovalFormValues>();
  const id = errors[field]?.message as ApiErrorId | undefined;
  return id ? translateApiError(t, id, maxSteps === undefined ? {} : { maxSteps }) : undefined;
}
