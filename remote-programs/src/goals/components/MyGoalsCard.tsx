import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canUseAchieve, usePermissionSubject } from '@laurel/shared';
import '../../growth-kit/growth-copy';
import { HubCard } from '../../growth/components/HubCard';
import { useGoals } from '../api/goals-api';
import styles from './Goals.module.css';

const SHOWN_GOALS = 3;

/** The Growth hub's card: the reader's open goals with their progress. */
export function MyGoalsCard() {
  const { t } = useTranslation('growth');
  const subject = usePermissionSubject();
  const permitted = subject !== null && canUseAchieve(subject);
  const { data: goals, error } = useGoals(null, permitted);
  if (!permitted) return null;
  const open = (goals ?? []).filter((goal) => goal.status !== 'done');
  return (
    <HubCard id="growth-goals-title" title={t('goals.title')} error={error} loading={!goals}>
      {goals && open.length === 0 && <p className={styles.muted}>{t('goals.empty')}</p>}
      <ul className={styles.goals}>
        {open.slice(0, SHOWN_GOALS).map((goal) => (
          <li key={goal.id}>
            {goal.title} · {t(`goals.status.${goal.status}`)} · {t('goals.progressValue', { value: goal.progress })}
          </li>
        ))}
      </ul>
      <Link className={styles.link} to="/one-on-ones">
        {t('goals.card.all')}
      </Link>
    </HubCard>
  );
}
