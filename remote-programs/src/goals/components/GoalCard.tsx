import { useTranslation } from 'react-i18next';
import type { Goal } from '@laurel/shared/contract';
import { formatDay } from '../../growth-kit/format-day';
import { AddTextForm } from '../../growth-kit/AddTextForm';
import { commentOnGoal } from '../api/goals-api';
import { GoalProgressForm } from './GoalProgressForm';
import styles from './Goals.module.css';

interface GoalCardProps {
  goal: Goal;
  /** The owner updates progress and status; the manager reads and comments. */
  editable: boolean;
  onChange: (goal: Goal) => void;
}

export function GoalCard({ goal, editable, onChange }: GoalCardProps) {
  const { t, i18n } = useTranslation('growth');
  const headingId = `goal-${goal.id}`;
  return (
    <li className={styles.goal} aria-labelledby={headingId}>
      <div className={styles.goalHeader}>
        <h3 id={headingId}>{goal.title}</h3>
        <span className={styles.status} data-status={goal.status}>
          {t(`goals.status.${goal.status}`)}
        </span>
      </div>
      {goal.description && <p className={styles.description}>{goal.description}</p>}
      <div className={styles.progressRow}>
        <progress max={100} value={goal.progress} aria-labelledby={`${headingId}-progress`} />
        <span id={`${headingId}-progress`}>
          {t('goals.progress')}: {t('goals.progressValue', { value: goal.progress })}
        </span>
      </div>
      <p className={styles.muted}>
        {[
          goal.dueDate && t('goals.due', { date: formatDay(goal.dueDate, i18n.language) }),
          goal.initiativeTitle && t('goals.initiative', { title: goal.initiativeTitle }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {editable && <GoalProgressForm goal={goal} onSaved={onChange} />}
      {goal.comments.length > 0 && (
        <>
          <h4>{t('goals.comments')}</h4>
          <ul className={styles.comments}>
            {goal.comments.map((comment) => (
              <li key={comment.id}>
                <strong>{comment.author.displayName}</strong>: {comment.text}
              </li>
            ))}
          </ul>
        </>
      )}
      <AddTextForm
        label={t('goals.comment', { title: goal.title })}
        buttonLabel={t('goals.commentButton')}
        onAdd={(text) => commentOnGoal(goal.id, text).then(onChange)}
      />
    </li>
  );
}
