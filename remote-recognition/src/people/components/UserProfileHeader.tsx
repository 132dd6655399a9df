import { useTranslation } from 'react-i18next';
import { usePermission } from '@laurel/shared';
import type { UserProfileSummary } from '@laurel/shared/recognition';
import { Avatar } from '@laurel/shared/ui-kit';
import { openGiveRecognition } from '../../feed/open-give-recognition';
import styles from './People.module.css';

const AVATAR_PX = 72;

/** Who the person is, how often they were recognised and recognised others, and a way to recognise them. */
export function UserProfileHeader({ profile }: { profile: UserProfileSummary }) {
  const { t } = useTranslation('recognition');
  const canGive = usePermission('can-give-recognition');
  const name = profile.display_name;
  const detail = [profile.role, profile.department, profile.location].filter(Boolean).join(' · ');
  return (
    <header className={styles.header}>
      <Avatar name={name} imageUrl={profile.profile_pic_url} sizePx={AVATAR_PX} />
      <div className={styles.who}>
        <h1 className={styles.name}>{name}</h1>
        {detail && <p className={styles.detail}>{detail}</p>}
        <ul className={styles.counts} aria-label={t('profile.counts')}>
          <li>{t('profile.received', { count: profile.received_count })}</li>
          <li>{t('profile.given', { count: profile.given_count })}</li>
        </ul>
      </div>
      {profile.can_view_recap && (
        <a className={styles.button} href={`/p/recap/${profile.id}`}>
          {t('profile.recap')}
        </a>
      )}
      {canGive && profile.can_receive && (
        <button
          type="button"
          className={styles.primaryButton}
          onClick={() => openGiveRecognition({ recipientId: profile.id })}
        >
          {t('profile.give', { name })}
        </button>
      )}
    </header>
  );
}
