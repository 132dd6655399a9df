import { useEffect } from 'react';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import { EligibilitySection } from '../../program-form/EligibilitySection';
import type { AudienceFormValues } from '../../program-form/program-form-values';
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
  const period = useFormContext<PeriodFormValues>();
  const audience = useForm<AudienceFormValues>({ defaultValues: audienceOfRulesGroup(period.getValues(name)) });
  const error = period.formState.errors[name]?.message;

  const [conditions, conditionsOperator] = useWatch({
    control: audience.control,
    name: ['conditions', 'conditionsOperator'],
  });

  useEffect(() => {
    period.setValue(name, rulesGroupOfAudience({ conditions, conditionsOperator }), {
      shouldValidate: period.formState.isSubmitted,
    });
  }, [period, name, conditions, conditionsOperator]);

  useEffect(() => {
    if (error) audience.setError('conditions', { type: 'validate', message: error });
    else audience.clearErrors('conditions');
  }, [audience, error]);

  return (
    <FormProvider {...audience}>
      <EligibilitySection title={title} intro={intro} />
    </FormProvider>
  );
}
