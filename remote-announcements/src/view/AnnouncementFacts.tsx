import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { emit, hasPermission, usePermissionSubject } from '@laurel/shared';
import type { Announcement } from '@laurel/shared/contract';
import { Avatar } from '@laurel/shared/ui-kit';
import styles from './AnnouncementFacts.module.css';

const CREATOR_AVATAR_PX = 24;

/** A calendar day (`2026-11-23`) as the page's language writes it, read as that day wherever the reader is. */
const formatDay = (value: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));

/**
 * From its start to its end, each day in the page's language. The browser's own Intl knows every
 * language: no date library or locale chunk rides with the carousel onto the home page.
 */
export function AnnouncementDates({ announcement }: { announcement: Announcement }) {
  const { t, i18n } = useTranslation('announcements');
  const day = (value: string) => formatDay(value, i18n.language || 'en');
  return (
    <span className={styles.fact}>
      {t('carousel.dates', { start: day(announcement.start_date), end: day(announcement.end_date) })}
    </span>
  );
}

export function AnnouncementCreator({ announcement }: { announcement: Announcement }) {
  const { t } = useTranslation('announcements');
  const name = announcement.creator_display_name;
  return (
    <span className={styles.fact}>
      <Avatar name={name} imageUrl={announcement.creator_profile_pic_url || null} sizePx={CREATOR_AVATAR_PX} />
      {t('carousel.postedBy', { name })}
    </span>
  );
}

/**
 * The optional incentive: for those who may open incentives a link to its page, which a plain click turns
 * into the claim modal through the shell (programs §2; no programs code here); else only said.
 */
export function AnnouncementIncentive({ announcement }: { announcement: Announcement }) {
  const { t } = useTranslation('announcements');
  const subject = usePermissionSubject();
  const incentiveId = announcement.claimable_award_id;
  if (incentiveId === null) return null;
  if (!subject || !hasPermission(subject, 'can-access-incentives'))
    return <span className={styles.fact}>{t('carousel.incentiveText')}</span>;
  return (
    <Link
      className={styles.incentive}
      to={`/incentives/${incentiveId}`}
      onClick={(event) => {
        // A click for a new tab or window follows the link.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        emit('open-claim-incentive', { incentiveId, fromAnnouncement: true });
      }}
    >
      {t('carousel.incentiveLink')}
    </Link>
  );
}
