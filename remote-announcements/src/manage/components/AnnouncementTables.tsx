import { useTranslation } from 'react-i18next';
import type { Announcement } from '@laurel/shared/contract';
import { dayText } from '../announcement-dates';
import styles from './AnnouncementTables.module.css';

interface AnnouncementTablesProps {
  posted: readonly Announcement[];
  scheduled: readonly Announcement[];
  onEdit: (announcement: Announcement) => void;
  /** On the admin page each row also deletes. */
  onDelete?: (announcement: Announcement) => void;
}

type ListKind = 'scheduled' | 'posted';

/** Scheduled and posted announcements, each with its date and title; a title opens the edit form (recognition §2). */
export function AnnouncementTables({ posted, scheduled, onEdit, onDelete }: AnnouncementTablesProps) {
  const { t, i18n } = useTranslation('announcements');
  const table = (kind: ListKind, rows: readonly Announcement[]) => (
    <section className={styles.section} aria-labelledby={`announcements-${kind}`}>
      <h3 id={`announcements-${kind}`} className={styles.heading}>
        {t(`manage.${kind}.heading`, { count: rows.length })}
      </h3>
      {rows.length === 0 ? (
        <p className={styles.empty}>{t(`manage.${kind}.empty`)}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t(`manage.${kind}.date`)}</th>
              <th scope="col">{t('manage.title')}</th>
              {onDelete && <th scope="col">{t('manage.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((announcement) => (
              <tr key={announcement.id}>
                <td className={styles.date}>{dayText(announcement.start_date, i18n.language)}</td>
                <td>
                  <button
                    type="button"
                    className={styles.titleButton}
                    aria-label={t('manage.edit', { title: announcement.title })}
                    onClick={() => onEdit(announcement)}
                  >
                    {announcement.title}
                  </button>
                </td>
                {onDelete && (
                  <td>
                    <button
                      type="button"
                      className={styles.action}
                      aria-label={t('manage.delete', { title: announcement.title })}
                      onClick={() => onDelete(announcement)}
                    >
                      {t('manage.deleteShort')}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
  return (
    <div className={styles.tables}>
      {table('scheduled', scheduled)}
      {table('posted', posted)}
    </div>
  );
}
