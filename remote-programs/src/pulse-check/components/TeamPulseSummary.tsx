import { useTranslation } from 'react-i18next';
import type { TeamPulse } from '@laurel/shared/contract';
import '../pulse-copy';
import styles from './Pulse.module.css';

/** The manager's view of the pulse: the team's average once enough answered, and whether answers are private. */
export function TeamPulseSummary({ pulse }: { pulse: TeamPulse }) {
  const { t } = useTranslation('growth');
  return (
    <section className={styles.team} aria-labelledby="team-pulse-title">
      <h3 id="team-pulse-title" className={styles.teamTitle}>
        {t('pulse.team.title')}: {pulse.question}
      </h3>
      <p>
        {pulse.average === null
          ? t('pulse.team.hidden', { count: pulse.answerCount, threshold: pulse.threshold })
          : t('pulse.team.average', { average: pulse.average, count: pulse.answerCount })}
      </p>
      {pulse.managerView === 'team_average' && <p className={styles.muted}>{t('pulse.team.private')}</p>}
    </section>
  );
}
