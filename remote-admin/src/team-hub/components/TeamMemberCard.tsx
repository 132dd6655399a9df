import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { emit, userProfilePath } from '@laurel/shared';
import type { TeamMember } from '@laurel/shared/contract';
import { Avatar } from '@laurel/shared/ui-kit';
import buttons from '@laurel/shared/styles/buttons.module.css';
import { LastRecognition } from './LastRecognition';
import { UpcomingCelebrations } from './UpcomingCelebrations';
import styles from './TeamHub.module.css';

const AVATAR_PX = 48;

interface TeamMemberCardProps {
  member: TeamMember;
  canGive: boolean;
  now: number;
}

/** A direct report: who they are, their last recognition each way, points this month, what is coming up. */
export function TeamMemberCard({ member, canGive, now }: TeamMemberCardProps) {
  const { t } = useTranslation('manager_enablement');
  const nameId = `team-member-${member.id}`;
  const detail = [member.title, member.department].filter(Boolean).join(' · ');
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <div className={styles.who}>
        <Avatar name={member.displayName} imageUrl={member.profilePicUrl} sizePx={AVATAR_PX} />
        <div>
          <h3 id={nameId} className={styles.name}>
            <Link to={userProfilePath(member.slug)}>{member.displayName}</Link>
          </h3>
          {detail && <p className={styles.detail}>{detail}</p>}
        </div>
        {canGive && member.canReceive && (
          <button
            type="button"
            className={buttons.primaryButton}
            aria-label={t('member.recognizeName', { name: member.displayName })}
            onClick={() => emit('init-give-recognition', { recipientId: member.id })}
          >
            {t('member.recognize')}
          </button>
        )}
      </div>
      <dl className={styles.facts}>
        <LastRecognition
          label={t('member.lastReceived')}
          recognition={member.lastReceived}
          direction="received"
          now={now}
        />
        <LastRecognition label={t('member.lastGiven')} recognition={member.lastGiven} direction="given" now={now} />
        <div className={styles.fact}>
          <dt>{t('member.pointsThisMonth')}</dt>
          <dd>{member.pointsReceivedThisMonth}</dd>
        </div>
      </dl>
      <UpcomingCelebrations celebrations={member.upcomingCelebrations} now={now} />
    </article>
  );
}
