import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '@laurel/shared';
import {
  NOMINATION_LIMIT_MAX,
  NOMINATION_PERIOD_DESCRIPTION_MAX_LENGTH,
  NOMINATION_PERIOD_NAME_MAX_LENGTH,
  type ApiErrorId,
} from '@laurel/shared/contract';
import type { PeriodFieldName } from './period-form-resolver';
import type { PeriodFormValues } from './period-form-values';

const MAX_OF: Partial<Record<ApiErrorId, number>> = {
  nomination_period_name_too_long: NOMINATION_PERIOD_NAME_MAX_LENGTH,
  nomination_period_description_too_long: NOMINATION_PERIOD_DESCRIPTION_MAX_LENGTH,
  nomination_limit_invalid: NOMINATION_LIMIT_MAX,
};

/** The field's error id as the form holds it. */
export function usePeriodFieldErrorId(field: PeriodFieldName): ApiErrorId | undefined {
  const {
    formState: { errors },
  } = useFormContext<PeriodFormValues>();
  return errors[field]?.message as ApiErrorId | undefined;
}

/** The field's error in the reader's words, the catalogue's message with its limit filled in. */
export function usePeriodFieldError(field: PeriodFieldName): string | undefined {
  const { t } = useTranslation('nominations', { keyPrefix: 'admin' });
  const id = usePeriodFieldErrorId(field);
  return id ? translateApiError(t, id, { max: MAX_OF[id] ?? 0 }) : undefined;
}
