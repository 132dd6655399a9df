import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { GOAL_STATUSES, goalSchema, type Goal, type GoalInput, type GoalStatus } from '@laurel/shared/contract';
import { FieldError } from '@laurel/shared/ui-kit';
import { apiErrorIdOf, HttpError } from '@laurel/shared';
import { growthErrorText } from '../../growth-kit/growth-error';
import { createGoal, useInitiatives } from '../api/goals-api';
import styles from './Goals.module.css';

const EMPTY = {
  title: '',
  description: '',
  dueDate: '',
  progress: '0',
  status: 'on_track' as GoalStatus,
  initiativeId: '',
};
type Draft = typeof EMPTY;
type FieldName = 'title' | 'description' | 'dueDate' | 'progress';
const FIELD_OF_ERROR: Record<string, FieldName> = {
  growth_text_required: 'title',
  growth_text_too_long: 'title',
  goal_progress_invalid: 'progress',
  goal_due_date_invalid: 'dueDate',
};

const inputOf = (draft: Draft): GoalInput => ({
  title: draft.title,
  description: draft.description,
  dueDate: draft.dueDate || null,
  progress: Number(draft.progress),
  status: draft.status,
  initiativeId: draft.initiativeId ? Number(draft.initiativeId) : null,
});

/** A new goal: checked with the contract's schema first, then by the server; a refusal shows at its field. */
export function GoalForm({
  legend,
  submitLabel,
  onSaved,
}: {
  legend: string;
  submitLabel: string;
  onSaved: (goal: Goal) => void;
}) {
  const { t } = useTranslation('growth');
  const id = useId();
  const { data: initiatives } = useInitiatives();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName | 'form', string>>>({});
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [field]: event.target.value });

  const refuse = (ids: readonly string[]) =>
    setErrors(
      Object.fromEntries(ids.map((errorId) => [FIELD_OF_ERROR[errorId] ?? 'form', t(`goals.errors.${errorId}`)])),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = goalSchema.safeParse({
      ...inputOf(draft),
      progress: draft.progress.trim() === '' ? NaN : Number(draft.progress),
    });
    if (!parsed.success) return refuse(parsed.error.issues.map((issue) => issue.message));
    try {
      onSaved(await createGoal(parsed.data));
      setDraft(EMPTY);
      setErrors({});
    } catch (refusal) {
      const errorId = refusal instanceof HttpError ? apiErrorIdOf(refusal.body) : undefined;
      if (errorId && FIELD_OF_ERROR[errorId]) refuse([errorId]);
      else setErrors({ form: growthErrorText(t, 'goals', refusal) });
    }
  };

  const field = (name: FieldName, label: string, input: (props: object) => ReactElement) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {input({
        id: `${id}-${name}`,
        value: draft[name],
        onChange: set(name),
        'aria-invalid': errors[name] ? true : undefined,
        'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
      })}
      <FieldError id={`${id}-${name}-error`} error={errors[name]} />
    </div>
  );

  return (
    <form className={styles.goalForm} onSubmit={(event) => void submit(event)} noValidate>
      <fieldset>
        <legend>{legend}</legend>
        {field('title', t('goals.fields.title'), (props) => (
          <input {...props} />
        ))}
        {field('description', t('goals.fields.description'), (props) => (
          <textarea {...props} />
        ))}
        <div className={styles.fieldRow}>
          {field('dueDate', t('goals.fields.dueDate'), (props) => (
            <input type="date" {...props} />
          ))}
          {field('progress', t('goals.fields.progress'), (props) => (
            <input inputMode="numeric" {...props} />
          ))}
          <div className={styles.field}>
            <label htmlFor={`${id}-status`}>{t('goals.fields.status')}</label>
            <select id={`${id}-status`} value={draft.status} onChange={set('status')}>
              {GOAL_STATUSES.map((option) => (
                <option key={option} value={option}>
                  {t(`goals.status.${option}`)}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-initiative`}>{t('goals.fields.initiative')}</label>
            <select id={`${id}-initiative`} value={draft.initiativeId} onChange={set('initiativeId')}>
              <option value="">{t('goals.fields.noInitiative')}</option>
              {(initiatives ?? []).map((initiative) => (
                <option key={initiative.id} value={initiative.id}>
                  {initiative.title}
                </option>
              ))}
            </select>
          </div>
        </div>
        <button type="submit" className={styles.primaryButton}>
          {submitLabel}
        </button>
        <FieldError id={`${id}-form-error`} error={errors.form} />
      </fieldset>
    </form>
  );
}
