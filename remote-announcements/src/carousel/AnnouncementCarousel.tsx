import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, useAnnouncementSelection } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import { useCurrentAnnouncements } from '../api/get-current-announcements';
import { AnnouncementSlide } from './AnnouncementSlide';
import styles from './AnnouncementCarousel.module.css';

interface Moved {
  index: number;
  /** The address's selection when the reader moved: a new selection takes over again. */
  selection: string | null;
}

/**
 * The viewer's current announcements above the feed (WAI-ARIA carousel, no rotation): one at a time at a
 * fixed height, previous and next when there are several. Nothing at all when there are none.
 */
export function AnnouncementCarousel() {
  const { t } = useTranslation('announcements');
  const { data: announcements, error, mutate } = useCurrentAnnouncements();
  const selection = useAnnouncementSelection((state) => state.selectedAnnouncementId);
  const [moved, setMoved] = useState<Moved | null>(null);

  if (error)
    return (
      <div className={styles.failed}>
        <Alert status="error" size="sm" title={t('carousel.loadFailed')}>
          <p className={styles.failedText}>{apiErrorMessage(t, error)}</p>
          <button type="button" className={styles.retry} onClick={() => void mutate()}>
            {t('carousel.retry')}
          </button>
        </Alert>
      </div>
    );
  if (!announcements || announcements.length === 0) return null;

  const total = announcements.length;
  const selected = announcements.findIndex((announcement) => String(announcement.id) === selection);
  const index = Math.min(moved && moved.selection === selection ? moved.index : Math.max(selected, 0), total - 1);
  const go = (step: number) => setMoved({ index: (index + step + total) % total, selection });
  const position = t('carousel.position', { current: index + 1, total });

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={t('carousel.label')}
    >
      <div className={styles.header}>
        <span className={styles.label}>{t('carousel.label')}</span>
        {total > 1 && (
          <div className={styles.controls}>
            <button type="button" className={styles.step} aria-label={t('carousel.previous')} onClick={() => go(-1)}>
              <span aria-hidden="true">‹</span>
            </button>
            <span className={styles.position}>{position}</span>
            <button type="button" className={styles.step} aria-label={t('carousel.next')} onClick={() => go(1)}>
              <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
      </div>
      <div className={styles.slides} aria-live="polite">
        <AnnouncementSlide announcement={announcements[index]!} position={position} />
      </div>
    </section>
  );
}
