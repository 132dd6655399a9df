import { useTranslation } from 'react-i18next';
import { requiredHashtagsText, type RecognitionSettings } from '@laurel/shared/recognition';
import type { ComposerError } from '../composer-errors';
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
  const messageOf = (error: ComposerError) =>
    t(`validation.${error.id}`, {
      message: error.message ?? t('validation.unknown'),
      hashtags: requiredHashtagsText({ companyHashtags: settings.company_hashtags }),
      count: spendable,
    });
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
