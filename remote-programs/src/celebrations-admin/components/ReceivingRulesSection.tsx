import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import { Alert, FieldError } from '@laurel/shared/ui-kit';
import { RECEIVING_RULES_GROUP_TYPES, receivingRulesOf } from '@laurel/shared/contract';
import { useAudienceOptions } from '../../program-form/api/get-audience-options';
import { useAudienceCount } from '../../program-form/api/get-audience-count';
import type { CelebrationFormValues } from '../form/celebration-form-values';
import { useCelebrationFieldError } from '../form/use-celebration-field-error';
import styles from '../../program-form/ProgramForm.module.css';

const LISTS = [
  ['department', 'recipientDepartments'],
  ['location', 'recipientLocations'],
  ['team', 'recipientTeams'],
] as const;

/** Receiving rules (programs §3): the departments, locations and teams celebrated, all or any of them. */
export function ReceivingRulesSection() {
  const { t } = useTranslation('celebrations', { keyPrefix: 'admin' });
  const headingId = useId();
  const { control, register } = useFormContext<CelebrationFormValues>();
  const [recipientDepartments, recipientLocations, recipientTeams, operator] = useWatch({
    control,
    name: ['recipientDepartments', 'recipientLocations', 'recipientTeams', 'receivingRulesOperator'],
  });
  const rules = receivingRulesOf({ recipientDepartments, recipientLocations, recipientTeams }, operator);
  const conditions = rules?.conditions ?? [];
  const options = useAudienceOptions();
  const count = useAudienceCount(conditions, operator === 'OR' ? 'or' : 'and');
  const error = useCelebrationFieldError('recipientDepartments');
  const available = options.data ?? [];

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('form.rules.title')}</h2>
      <p className={styles.hint}>{t('form.rules.intro')}</p>
      {options.error && (
        <Alert status="error" title={t('form.rules.optionsFailed')}>
          <p>{apiErrorMessage(t, options.error)}</p>
        </Alert>
      )}
      {options.data && (
        <div className={styles.row}>
          {LISTS.map(([attr, field]) => {
            const values = available.filter((option) => option.type === attr);
            return (
              <fieldset key={attr} className={styles.choices}>
                <legend>{t(`form.rules.${attr}`)}</legend>
                {values.length === 0 && <p className={styles.hint}>{t('form.rules.none')}</p>}
                {values.map((option) => (
                  <label key={option.key} className={styles.check}>
                    <input type="checkbox" value={option.key} {...register(field)} />
                    {option.name}
                  </label>
                ))}
              </fieldset>
            );
          })}
        </div>
      )}
      {conditions.length >= 2 && (
        <fieldset className={styles.choices}>
          <legend>{t('form.rules.operator')}</legend>
          {RECEIVING_RULES_GROUP_TYPES.map((value) => (
            <label key={value} className={styles.check}>
              <input type="radio" value={value} {...register('receivingRulesOperator')} />
              {t(`form.rules.operators.${value}`)}
            </label>
          ))}
        </fieldset>
      )}
      <FieldError id={`${headingId}-error`} error={error} />
      <p role="status" aria-live="polite">
        {count.error
          ? t('form.rules.countFailed')
          : count.data
            ? t('form.rules.reach', { count: count.data.scopedCount, total: count.data.totalCount })
            : t('form.rules.counting')}
      </p>
    </section>
  );
}
