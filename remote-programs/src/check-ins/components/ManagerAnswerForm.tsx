import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, translateApiError } from '@laurel/shared';
import { apiErrorText, checkInCommentProblem, CHECK_IN_TEXT_MAX_LENGTH, type CheckIn } from '@laurel/shared/contract';
import { FieldError } from '@laurel/shared/ui-kit';
import buttons from '@laurel/shared/styles/buttons.module.css';
import { postCheckInComment } from '../api/check-in-api';
import { useCheckInChange } from '../use-check-in-change';
import styles from './CheckIns.module.css';

/** The manager's one answer to a report's check-in. */
export function ManagerAnswerForm({ checkIn }: { checkIn: CheckIn }) {
  const { t } = useTranslation('growth');
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const change = useCheckInChange();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkInCommentProblem(text);
    if (found) {
      setProblem(translateApiError(t, found, { max: CHECK_IN_TEXT_MAX_LENGTH }, apiErrorText(found)));
      document.getElementById(`${id}-text`)?.focus();
      return;
    }
    setProblem(undefined);
    await change.run(() => postCheckInComment(checkIn.id, text));
  }

  const error = change.error ? apiErrorMessage(t, change.error) : problem;
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.field}>
        <label htmlFor={`${id}-text`} className={styles.label}>
          {t('checkIns.reports.answerLabel', { name: checkIn.author.displayName })}
        </label>
        <textarea
          id={`${id}-text`}
          className={styles.textarea}
          rows={2}
          required
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          onChange={(event) => setText(event.target.value)}
        />
        <FieldError id={`${id}-error`} error={error} />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={buttons.primaryButton} aria-disabled={change.saving || undefined}>
          {change.saving ? t('checkIns.reports.sending') : t('checkIns.reports.send')}
        </button>
      </div>
    </form>
  );
}
