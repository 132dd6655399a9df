import { useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormProps } from 'react-hook-form';
import type { ApiErrorId } from '@laurel/shared/contract';
import { refusedIds, setRefusals } from '../settings-errors';
import type { SaveOutcome } from './SaveFooter';
import { useSettingsError } from './use-settings-error';

/**
 * A settings form that saves on submit and starts again from what was stored: a refusal shows at its field,
 * which takes the focus; any other failure is the footer's.
 */
export function useSettingsForm<Values extends FieldValues>(
  options: UseFormProps<Values>,
  submit: (values: Values) => Promise<Values>,
  fieldOfError: Partial<Record<ApiErrorId, Path<Values>>>,
) {
  const [outcome, setOutcome] = useState<SaveOutcome>({ state: 'idle' });
  const form = useForm<Values>(options);
  const { handleSubmit, reset, setError, setFocus } = form;
  const errorOf = useSettingsError(form.formState.errors);

  const save = handleSubmit(async (values) => {
    setOutcome({ state: 'idle' });
    try {
      reset(await submit(values));
      setOutcome({ state: 'saved' });
    } catch (error) {
      const field = setRefusals<Values>(refusedIds(error), fieldOfError, setError);
      if (field) setFocus(field);
      else setOutcome({ state: 'failed', error });
    }
  });

  return { form, errorOf, outcome, save };
}
