import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { emit } from '@laurel/shared';
import type { Announcement } from '@laurel/shared/contract';
import { richTextElements } from '../rich-text/rich-text-elements';
import { AnnouncementCreator, AnnouncementDates, AnnouncementIncentive } from '../view/AnnouncementFacts';
import styles from './AnnouncementCarousel.module.css';

interface AnnouncementSlideProps {
  announcement: Announcement;
  position: string;
}

/** One announcement at the carousel's fixed height; its title opens the whole of it in the view modal. */
export function AnnouncementSlide({ announcement, position }: AnnouncementSlideProps) {
  const { t } = useTranslation('announcements');
  const description = useMemo(() => richTextElements(announcement.description), [announcement.description]);
  return (
    <div
      role="group"
      aria-roledescription={t('carousel.slideRoleDescription')}
      aria-label={position}
      className={styles.slide}
      data-announcement-id={announcement.id}
    >
      {announcement.image && <img className={styles.image} src={announcement.image.url} alt="" />}
      <div className={styles.body}>
        <h2 className={styles.title}>
          <button
            type="button"
            className={styles.open}
            onClick={() => emit('open-announcement', { announcementId: announcement.id })}
          >
            {announcement.title}
          </button>
        </h2>
        <div className={styles.description}>{description}</div>
        <p className={styles.facts}>
          <AnnouncementDates announcement={announcement} />
          <AnnouncementCreator announcement={announcement} />
          <AnnouncementIncentive announcement={announcement} />
        </p>
      </div>
    </div>
  );
}
