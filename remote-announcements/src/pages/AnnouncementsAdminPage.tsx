import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@laurel/shared/contract';
import { ModalDialog } from '@laurel/shared/ui-kit';
import { AnnouncementDialogs, type AnnouncementView } from '../manage/components/AnnouncementDialogs';
import { DeleteConfirmation } from '../manage/components/DeleteConfirmation';
import { ManageAnnouncementsList } from '../manage/components/ManageAnnouncementsList';
import { useAnnouncementChanges } from '../compose/hooks/use-announcement-changes';
import { useFocusReturn } from '../manage/hooks/use-focus-return';
import styles from './AnnouncementsAdminPage.module.css';
import '../compose/forms-copy';

/** `/admin/company/announcements`: the manage view as a page, framed by the admin layout (recognition §2). */
export function AnnouncementsAdminPage() {
  const { t } = useTranslation('announcements');
  const [view, setView] = useState<AnnouncementView | null>(null);
  const [deleting, setDeleting] = useState<Announcement | null>(null);
  const changes = useAnnouncementChanges();
  const closeDelete = () => {
    changes.clearFailure();
    setDeleting(null);
  };

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1>{t('adminAnnouncements.title')}</h1>
          <p className={styles.intro}>{t('adminAnnouncements.intro')}</p>
        </div>
        <button type="button" className={styles.primary} onClick={() => setView({ kind: 'make' })}>
          {t('adminAnnouncements.make')}
        </button>
      </div>
      <ManageAnnouncementsList
        onEdit={(announcement) => setView({ kind: 'edit', announcement, back: null })}
        onDelete={setDeleting}
      />
      {view && <AnnouncementDialogs view={view} onViewChange={setView} onClose={() => setView(null)} />}
      {deleting && (
        <ModalDialog open onOpenChange={(open) => !open && closeDelete()} title={t('delete.title')}>
          <FocusReturn />
          <DeleteConfirmation
            title={deleting.title}
            deleting={changes.saving}
            failure={changes.failure}
            onKeep={closeDelete}
            onDelete={() => void changes.remove(deleting.id).then((done) => done && setDeleting(null))}
          />
        </ModalDialog>
      )}
    </div>
  );
}

function FocusReturn() {
  useFocusReturn();
  return null;
}
