import { useEffect } from 'react';
import type { NominationRulesGroup } from '@laurel/shared/contract';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAudienceOptions } from '../../program-form/api/get-audience-options';
import { EligibilitySection } from '../../program-form/EligibilitySection';
import type { AudienceFormValues } from '../../program-form/program-form-values';
import styles from '../../program-form/ProgramForm.module.css';
import { audienceOfRulesGroup, rulesGroupOfAudience, type PeriodFormValues } from '../form/period-form-values';

interface RulesGroupSectionProps {
  name: 'nomineeRulesGroup' | 'nominatorRulesGroup';
  title: string;
  intro: string;
}

/**
 * Who may be nominated, or nominate: the programs' audience editor, which edits root `conditions`, in a
 * form of its own per group; each change is copied into the period's form and its error shown back.
 */
export function RulesGroupSection({ name, title, intro }: RulesGroupSectionProps) {
  const { t } = useTranslation('nominations', { keyPrefix: 'admin' });
  const period = useFormContext<PeriodFormValues>();
  const options = useAudienceOptions();
  const audience = useForm<AudienceFormValues>({ defaultValues: audienceOfRulesGroup(period.getValues(name)) });
  const error = period.formState.errors[name]?.message;

  const [conditions, conditionsOperator] = useWatch({
    control: audience.control,
    name: ['conditions', 'conditionsOperator'],
  });

  // By value: the context object and the watched arrays are new on every render, which would copy forever.
  const group = JSON.stringify(rulesGroupOfAudience({ conditions, conditionsOperator }));
  const { setValue } = period;
  const { isSubmitted } = period.formState;
  useEffect(() => {
    setValue(name, JSON.parse(group) as NominationRulesGroup, { shouldValidate: isSubmitted });
  }, [setValue, name, group, isSubmitted]);

  useEffect(() => {
    if (error) audience.setError('conditions', { type: 'validate', message: error });
    else audience.clearErrors('conditions');
  }, [audience, error]);

  // A stored condition's value shows only if its option is there when the row's select mounts.
  if (!options.data && !options.error) {
    return (
      <p role="status" aria-busy="true" className={styles.section}>
        {t('form.rulesLoading')}
      </p>
    );
  }

  return (
    <FormProvider {...audience}>
      <EligibilitySection title={title} intro={intro} />
    </FormProvider>
  );
}
