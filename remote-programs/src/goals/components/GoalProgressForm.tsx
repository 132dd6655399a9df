import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GOAL_STATUSES, type Goal, type GoalStatus } from '@laurel/shared/contract';
import { FieldError } from '@laurel/shared/ui-kit';
import { growthErrorText } from '../../growth-kit/growth-error';
import { updateGoal } from '../api/goals-api';
import styles from './Goals.module.css';

/** The owner's quick update: how far along, and whether it is on track. */
export function GoalProgressForm({ goal, onSaved }: { goal: Goal; onSaved: (goal: Goal) => void }) {
  const { t } = useTranslation('growth');
  const id = useId();
  const [progress, setProgress] = useState(String(goal.progress));
  const [status, setStatus] = useState<GoalStatus>(goal.status);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(progress);
    if (progress.trim() === '' || !Number.isInteger(value) || value < 0 || value > 100) {
      return setError(t('goals.errors.goal_progress_invalid'));
    }
    const { id: _id, ownerId: _owner, initiativeTitle: _title, comments: _comments, updatedAt: _at, ...input } = goal;
    try {
      onSaved(await updateGoal(goal.id, { ...input, progress: value, status }));
      setError(null);
      setSaved(true);
    } catch (refusal) {
      setSaved(false);
      setError(growthErrorText(t, 'goals', refusal));
    }
  };

  return (
    <form
      className={styles.inlineForm}
      aria-label={t('goals.updateTitle', { title: goal.title })}
      onSubmit={(event) => void submit(event)}
    >
      <div className={styles.field}>
        <label htmlFor={`${id}-progress`}>{t('goals.fields.progress')}</label>
        <input
          id={`${id}-progress`}
          inputMode="numeric"
          value={progress}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setProgress(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-status`}>{t('goals.fields.status')}</label>
        <select id={`${id}-status`} value={status} onChange={(event) => setStatus(event.target.value as GoalStatus)}>
          {GOAL_STATUSES.map((option) => (
            <option key={option} value={option}>
              {t(`goals.status.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={styles.button}>
        {t('goals.update')}
      </button>
      <span role="status">{saved ? t('goals.saved') : null}</span>
      <FieldError id={`${id}-error`} error={error} />
    </form>
  );
}
