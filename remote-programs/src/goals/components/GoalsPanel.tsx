import { useTranslation } from 'react-i18next';
import type { Goal } from '@laurel/shared/contract';
import '../../growth-kit/growth-copy';
import { useGoals } from '../api/goals-api';
import { LoadFailure } from '../../growth-kit/LoadFailure';
import { GoalCard } from './GoalCard';
import { GoalForm } from './GoalForm';
import styles from './Goals.module.css';

interface GoalsPanelProps {
  /** Another person's goals (a report's, read by their manager); null for the reader's own, which they change. */
  userId: number | null;
  title: string;
}

/** A person's goals with their progress; the owner adds and updates them, the manager comments. */
export function GoalsPanel({ userId, title }: GoalsPanelProps) {
  const { t } = useTranslation('growth');
  const { data: goals, error, mutate } = useGoals(userId);
  const own = userId === null;
  const replace = (goal: Goal) =>
    void mutate((current) => (current ?? []).map((candidate) => (candidate.id === goal.id ? goal : candidate)), {
      revalidate: false,
    });
  let list;
  if (error && !goals) {
    list = <LoadFailure title={t('goals.loadFailed')} error={error} onRetry={() => void mutate()} />;
  } else if (!goals) {
    list = (
      <p role="status" className={styles.muted}>
        {t('growthAdmin.loading')}
      </p>
    );
  } else if (goals.length === 0) {
    list = <p className={styles.muted}>{t('goals.empty')}</p>;
  } else {
    list = (
      <ul className={styles.goals}>
        {goals.map((goal) => (
          <GoalCard key={goal.id} goal={goal} editable={own} onChange={replace} />
        ))}
      </ul>
    );
  }
  return (
    <section className={styles.panel} aria-labelledby="goals-heading">
      <h2 id="goals-heading">{title}</h2>
      {list}
      {own && goals && (
        <GoalForm
          legend={t('goals.add')}
          submitLabel={t('goals.create')}
          onSaved={(goal) => void mutate([...goals, goal], { revalidate: false })}
        />
      )}
    </section>
  );
}
