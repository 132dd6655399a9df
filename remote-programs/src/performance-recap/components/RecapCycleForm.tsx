import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import {
  RECAP_QUESTION_MAX_LENGTH,
  RECAP_QUESTIONS_MAX,
  recapCycleFieldOf,
  recapCycleProblems,
  type ApiErrorId,
  type RecapCycle,
  type RecapCycleField,
  type RecapCycleInput,
} from '@laurel/shared/contract';
import { FieldError } from '@laurel/shared/ui-kit';
import { refusalIds } from '../../growth-kit/refusal-ids';
import { createRecapCycle, updateRecapCycle } from '../api/performance-recap-api';
import { recapProblemText } from '../recap-problem-text';
import styles from '../../growth-admin/components/GrowthAdmin.module.css';

type Problems = Partial<Record<RecapCycleField, ApiErrorId>>;
const FIELDS: readonly RecapCycleField[] = ['name', 'periodStart', 'periodEnd', 'dueDate', 'questions'];
const EMPTY: RecapCycleInput = { name: '', periodStart: '', periodEnd: '', dueDate: '', questions: [''] };

interface RecapCycleFormProps {
  /** The cycle to change; a new one without it. */
  cycle?: RecapCycle;
  onSaved: (cycle: RecapCycle) => void;
  onCancel?: () => void;
}

/** A recap cycle's name, period, due date and questions; checked with the contract's schema, then by the API. */
export function RecapCycleForm({ cycle, onSaved, onCancel }: RecapCycleFormProps) {
  const { t } = useTranslation('growth');
  const id = useId();
  const [draft, setDraft] = useState<RecapCycleInput>(
    cycle
      ? {
          name: cycle.name,
          periodStart: cycle.periodStart,
          periodEnd: cycle.periodEnd,
          dueDate: cycle.dueDate,
          questions: cycle.questions,
        }
      : EMPTY,
  );
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const fieldId = (field: RecapCycleField) => (field === 'questions' ? `${id}-question-0` : `${id}-${field}`);
  const edit = (patch: Partial<RecapCycleInput>, field: RecapCycleField) => {
    setDraft((current) => ({ ...current, ...patch }));
    setProblems(({ [field]: _fixed, ...rest }) => rest);
  };
  const show = (found: Problems) => {
    setProblems(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    const found = recapCycleProblems(draft);
    if (Object.keys(found).length > 0) return show(found);
    setSaving(true);
    try {
      const saved = await (cycle ? updateRecapCycle(cycle.id, draft) : createRecapCycle(draft));
      if (!cycle) setDraft(EMPTY);
      setProblems({});
      onSaved(saved);
    } catch (refusal) {
      const refused: Problems = {};
      for (const problem of refusalIds(refusal)) {
        const field = recapCycleFieldOf(problem);
        if (field && !refused[field]) refused[field] = problem;
      }
      show(refused);
      setFailure(`${t('recapAdmin.form.saveFailed')}: ${apiErrorMessage(t, refusal)}`);
    } finally {
      setSaving(false);
    }
  }

  const say = (field: RecapCycleField) => {
    const problem = problems[field];
    return problem ? recapProblemText(t, 'recapAdmin', problem) : null;
  };
  const dateField = (field: 'periodStart' | 'periodEnd' | 'dueDate') => (
    <div className={styles.field}>
      <label htmlFor={fieldId(field)}>{t(`recapAdmin.form.${field}`)}</label>
      <input
        id={fieldId(field)}
        type="date"
        value={draft[field]}
        aria-invalid={problems[field] ? true : undefined}
        aria-describedby={`${fieldId(field)}-error`}
        onChange={(event) => edit({ [field]: event.target.value }, field)}
      />
      <FieldError id={`${fieldId(field)}-error`} error={say(field)} />
    </div>
  );
  const setQuestion = (index: number, text: string) =>
    edit({ questions: draft.questions.map((question, at) => (at === index ? text : question)) }, 'questions');

  return (
    <form className={styles.section} onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className={styles.fieldset}>
        <legend>{cycle ? t('recapAdmin.form.editing', { name: cycle.name }) : t('recapAdmin.form.add')}</legend>
        <div className={styles.field}>
          <label htmlFor={fieldId('name')}>{t('recapAdmin.form.name')}</label>
          <input
            id={fieldId('name')}
            value={draft.name}
            aria-invalid={problems.name ? true : undefined}
            aria-describedby={`${fieldId('name')}-error`}
            onChange={(event) => edit({ name: event.target.value }, 'name')}
          />
          <FieldError id={`${fieldId('name')}-error`} error={say('name')} />
        </div>
        {dateField('periodStart')}
        {dateField('periodEnd')}
        {dateField('dueDate')}
        <fieldset className={`${styles.fieldset} ${styles.field}`} aria-describedby={`${id}-questions-hint`}>
          <legend>{t('recapAdmin.form.questions')}</legend>
          <span id={`${id}-questions-hint`} className={styles.muted}>
            {t('recapAdmin.form.questionsHint', { max: RECAP_QUESTIONS_MAX, length: RECAP_QUESTION_MAX_LENGTH })}
          </span>
          {draft.questions.map((question, index) => (
            <div key={index} className={styles.field}>
              <label htmlFor={`${id}-question-${index}`}>{t('recapAdmin.form.question', { number: index + 1 })}</label>
              <input
                id={`${id}-question-${index}`}
                value={question}
                aria-invalid={problems.questions ? true : undefined}
                aria-describedby={`${id}-questions-error`}
                onChange={(event) => setQuestion(index, event.target.value)}
              />
              {draft.questions.length > 1 && (
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={styles.button}
                    onClick={() =>
                      edit({ questions: draft.questions.filter((_question, at) => at !== index) }, 'questions')
                    }
                  >
                    {t('recapAdmin.form.removeQuestion', { number: index + 1 })}
                  </button>
                </div>
              )}
            </div>
          ))}
          <FieldError id={`${id}-questions-error`} error={say('questions')} />
          {draft.questions.length < RECAP_QUESTIONS_MAX && (
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.button}
                onClick={() => edit({ questions: [...draft.questions, ''] }, 'questions')}
              >
                {t('recapAdmin.form.addQuestion')}
              </button>
            </div>
          )}
        </fieldset>
        <div className={styles.actions}>
          <button type="submit" className={styles.primaryButton} aria-disabled={saving || undefined}>
            {t('recapAdmin.form.save')}
          </button>
          {onCancel && (
            <button type="button" className={styles.button} onClick={onCancel}>
              {t('recapAdmin.form.cancel')}
            </button>
          )}
        </div>
        {failure && <p role="alert">{failure}</p>}
      </fieldset>
    </form>
  );
}
