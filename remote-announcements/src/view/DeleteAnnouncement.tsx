import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { showToast } from '@laurel/shared';
import { modalDialogStyles } from '@laurel/shared/ui-kit';
import { deleteAnnouncement } from '../api/delete-announcement';
import { refreshAnnouncements } from '../api/refresh-announcements';
import styles from './ViewAnnouncement.module.css';

type DeleteState = 'idle' | 'confirming' | 'deleting' | 'failed';

interface DeleteAnnouncementProps {
  announcementId: number;
  onDeleted: () => void;
  /** The modal's other actions, beside Delete. */
  children: ReactNode;
}

/** Delete, asked twice; the failure stays under the footer (recognition §8), success is a toast and the caches are read again. */
export function DeleteAnnouncement({ announcementId, onDeleted, children }: DeleteAnnouncementProps) {
  const { t } = useTranslation('announcements');
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<DeleteState>('idle');
  const keep = useRef<HTMLButtonElement>(null);
  const askedFrom = useRef<HTMLButtonElement>(null);
  const asking = state === 'confirming' || state === 'deleting';
  const asked = useRef(false);
  useEffect(() => {
    if (state === 'confirming') keep.current?.focus();
    // Kept or failed: the focus goes back to Delete, which the question stood in for.
    else if (asked.current && state !== 'deleting') askedFrom.current?.focus();
    asked.current = state === 'confirming' || state === 'deleting';
  }, [state]);

  const confirm = async () => {
    setState('deleting');
    try {
      await deleteAnnouncement(announcementId);
    } catch {
      setState('failed');
      return;
    }
    showToast(t('carousel.view.deleteSuccess'), 'success');
    onDeleted();
    await refreshAnnouncements(mutate);
  };

  return (
    <>
      {asking && (
        <section role="alertdialog" aria-labelledby="delete-announcement" className={styles.confirm}>
          <h3 id="delete-announcement" className={styles.confirmTitle}>
            {t('carousel.view.confirmTitle')}
          </h3>
          <p className={styles.confirmBody}>{t('carousel.view.confirmBody')}</p>
          <div className={modalDialogStyles.actions}>
            <button ref={keep} type="button" onClick={() => setState('idle')} disabled={state === 'deleting'}>
              {t('carousel.view.keep')}
            </button>
            <button
              type="button"
              className={`${modalDialogStyles.primary} ${styles.danger}`}
              onClick={() => void confirm()}
              disabled={state === 'deleting'}
            >
              {state === 'deleting' ? t('carousel.view.deleting') : t('carousel.view.confirmDelete')}
            </button>
          </div>
        </section>
      )}
      {!asking && (
        <div className={modalDialogStyles.actions}>
          <button ref={askedFrom} type="button" className={styles.dangerOutline} onClick={() => setState('confirming')}>
            {t('carousel.view.delete')}
          </button>
          {children}
        </div>
      )}
      {state === 'failed' && (
        <p role="alert" className={styles.failure}>
          {t('carousel.view.deleteError')}
        </p>
      )}
    </>
  );
}
