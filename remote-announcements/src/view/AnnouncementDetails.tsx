import type { Announcement } from '@laurel/shared/contract';
import { SanitizedRichText } from '../rich-text/SanitizedRichText';
import { AnnouncementCreator, AnnouncementDates, AnnouncementIncentive } from './AnnouncementFacts';
import styles from './ViewAnnouncement.module.css';

/** The whole of an announcement below the modal's title: its image, text, dates, creator and incentive. */
export function AnnouncementDetails({ announcement }: { announcement: Announcement }) {
  return (
    <div className={styles.details}>
      {announcement.image && <img className={styles.image} src={announcement.image.url} alt="" />}
      <SanitizedRichText className={styles.description} html={announcement.description} />
      <p className={styles.facts}>
        <AnnouncementDates announcement={announcement} />
        <AnnouncementCreator announcement={announcement} />
        <AnnouncementIncentive announcement={announcement} />
      </p>
    </div>
  );
}
