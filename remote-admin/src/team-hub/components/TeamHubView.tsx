import { useTranslation } from 'react-i18next';
import { NEEDS_RECOGNITION_DAYS, type TeamHub } from '@laurel/shared/contract';
import emptyState from '@laurel/shared/styles/empty-state.module.css';
import { TeamMemberCard } from './TeamMemberCard';
import styles from './TeamHub.module.css';

interface TeamHubViewProps {
  team: TeamHub;
  canGive: boolean;
  now: number;
}

/** The reports not recognized lately at the top, then the rest of the team. */
export function TeamHubView({ team, canGive, now }: TeamHubViewProps) {
  const { t } = useTranslation('manager_enablement');
  if (team.members.length === 0)
    return (
      <div className={emptyState.emptyState}>
        <h2>{t('empty.title')}</h2>
        <p>{t('empty.body')}</p>
      </div>
    );
  const needing = team.members.filter((member) => member.needsRecognition);
  const others = team.members.filter((member) => !member.needsRecognition);
  const cards = (members: typeof needing) => (
    <ul className={styles.cards}>
      {members.map((member) => (
        <li key={member.id}>
          <TeamMemberCard member={member} canGive={canGive} now={now} />
        </li>
      ))}
    </ul>
  );
  return (
    <>
      <section className={styles.section} aria-labelledby="team-needs-recognition">
        <h2 id="team-needs-recognition">{t('needsRecognition.title')}</h2>
        {needing.length > 0 ? (
          <>
            <p className={styles.muted}>{t('needsRecognition.intro', { days: NEEDS_RECOGNITION_DAYS })}</p>
            {cards(needing)}
          </>
        ) : (
          <p className={emptyState.compactEmptyState}>{t('needsRecognition.none', { days: NEEDS_RECOGNITION_DAYS })}</p>
        )}
      </section>
      {others.length > 0 && (
        <section className={styles.section} aria-labelledby="team-recently-recognized">
          <h2 id="team-recently-recognized">{t('everyone.title')}</h2>
          {cards(others)}
        </section>
      )}
    </>
  );
}
