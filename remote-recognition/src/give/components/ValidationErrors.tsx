import { useTranslation } from 'react-i18next';
import { recognitionErrorParams, recognitionRulesOf, type RecognitionSettings } from '@laurel/shared/recognition';
import type { ComposerError } from '../composer-errors';
import { budgetUnitOf } from '../budget-unit';
import styles from './GiveRecognition.module.css';

interface ValidationErrorsProps {
  id: string;
  errors: readonly ComposerError[];
  settings: RecognitionSettings;
  spendable: number;
}

/** One problem as a line; several under the "many issues" heading as a numbered list (spec §5). */
export function ValidationErrors({ id, errors, settings, spendable }: ValidationErrorsProps) {
  const { t } = useTranslation('action_input');
  if (errors.length === 0) return <div id={id} role="alert" />;
  const params = recognitionErrorParams(
    recognitionRulesOf(settings, { giving_balance: spendable, flash_points_balance: 0 }),
  );
  // Each message counts what it names, so its words agree with its number.
  const countOf = (error: ComposerError) =>
    ({
      amount_above_limit: params.maxPoints,
      too_few_recipients: params.minRecipients,
      too_many_recipients: params.maxRecipients,
    })[error.id as string] ?? spendable;
  const messageOf = (error: ComposerError) => {
    const count = countOf(error);
    return t(`validation.${error.id}`, {
      ...params,
      message: error.message ?? t('validation.unknown'),
      count,
      unit: budgetUnitOf(settings, count),
      budgetPlural: settings.budget.plural,
    });
  };
  return (
    <div id={id} role="alert" className={styles.errors}>
      {errors.length === 1 && errors[0] ? (
        <p className={styles.errorLine}>{messageOf(errors[0])}</p>
      ) : (
        <>
          <p className={styles.errorHeading}>{t('validation.manyIssues')}</p>
          <ol className={styles.errorList}>
            {errors.map((error) => (
              <li key={error.id}>{messageOf(error)}</li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
