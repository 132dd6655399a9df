import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import { RECAP_ANSWER_MAX_LENGTH, type PerformanceRecap } from '@laurel/shared/contract';
import { FieldError, TextCounter } from '@laurel/shared/ui-kit';
import buttons from '@laurel/shared/styles/buttons.module.css';
import { formatDay } from '../../growth-kit/format-day';
import { saveRecapAnswers } from '../api/performance-recap-api';
import { recapProblemText } from '../recap-problem-text';
import styles from './PerformanceRecap.module.css';

/** The person's answers to the open cycle's questions; saved again as often as they like until the cycle closes. */
export function RecapAnswersForm({ recap, onSaved }: { recap: PerformanceRecap; onSaved: () => void }) {
  const { t, i18n } = useTranslation('growth');
  const id = useId();
  const [answers, setAnswers] = useState(recap.answers);
  const [problem, setProblem] = useState<{ index: number | null; text: string } | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setOutcome(null);
    const tooLong = answers.findIndex((answer) => answer.trim().length > RECAP_ANSWER_MAX_LENGTH);
    const empty = answers.every((answer) => answer.trim() === '');
    if (tooLong >= 0 || empty) {
      const index = tooLong >= 0 ? tooLong : 0;
      setProblem({
        index,
        text: recapProblemText(t, 'performanceRecap', tooLong >= 0 ? 'recap_answer_too_long' : 'growth_text_required'),
      });
      document.getElementById(`${id}-answer-${index}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      await saveRecapAnswers(answers);
      setProblem(null);
      setOutcome(t('performanceRecap.saved'));
      onSaved();
    } catch (refusal) {
      setProblem({ index: null, text: `${t('performanceRecap.saveFailed')}: ${apiErrorMessage(t, refusal)}` });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {recap.cycle.questions.map((question, index) => (
        <div key={index} className={styles.field}>
          <label htmlFor={`${id}-answer-${index}`} className={styles.label}>
            {question}
          </label>
          <textarea
            id={`${id}-answer-${index}`}
            className={styles.textarea}
            rows={4}
            value={answers[index] ?? ''}
            aria-invalid={problem?.index === index ? true : undefined}
            aria-describedby={`${id}-answer-${index}-count ${id}-answer-${index}-error`}
            onChange={(event) => {
              setAnswers(answers.map((answer, at) => (at === index ? event.target.value : answer)));
              setProblem(null);
            }}
          />
          <TextCounter
            id={`${id}-answer-${index}-count`}
            count={(answers[index] ?? '').trim().length}
            max={RECAP_ANSWER_MAX_LENGTH}
          />
          <FieldError id={`${id}-answer-${index}-error`} error={problem?.index === index ? problem.text : null} />
        </div>
      ))}
      <div className={styles.actions}>
        <button type="submit" className={buttons.primaryButton} aria-disabled={saving || undefined}>
          {t('performanceRecap.save')}
        </button>
        <span role="status">{outcome}</span>
      </div>
      {recap.submittedAt && (
        <p className={styles.muted}>
          {t('performanceRecap.submittedAt', { date: formatDay(recap.submittedAt, i18n.language) })}
        </p>
      )}
      {problem?.index === null && (
        <p role="alert" className={styles.problem}>
          {problem.text}
        </p>
      )}
    </form>
  );
}
