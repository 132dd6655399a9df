import { useTranslation } from 'react-i18next';
import { apiErrorMessage, hasPermission, HttpError, usePermissionSubject } from '@laurel/shared';
import { Alert, ModalDialog, ModalDialogClose } from '@laurel/shared/ui-kit';
import { useAnnouncement } from '../api/get-announcement';
import { AnnouncementDetails } from './AnnouncementDetails';
import { DeleteAnnouncement } from './DeleteAnnouncement';
import styles from './ViewAnnouncement.module.css';

const ADMINISTER = ['can-access-announcements', 'can-administer-announcements'] as const;
const MODAL_WIDTH_PX = 600;

interface ViewAnnouncementModalProps {
  announcementId: number | null;
  onClose: () => void;
}

/** Recognition §2: one announcement, read-only; those who administer announcements may delete it here. */
export function ViewAnnouncementModal({ announcementId, onClose }: ViewAnnouncementModalProps) {
  const { t } = useTranslation('announcements');
  const subject = usePermissionSubject();
  const mayAdminister = subject !== null && hasPermission(subject, ADMINISTER);
  const { data: announcement, error } = useAnnouncement(announcementId, mayAdminister);
  const unavailable = announcementId === null || error !== undefined;
  const title = announcement?.title ?? t(unavailable ? 'carousel.view.unavailableTitle' : 'carousel.view.loadingTitle');
  const close = (
    <ModalDialogClose asChild>
      <button type="button">{t('carousel.view.close')}</button>
    </ModalDialogClose>
  );

  return (
    <ModalDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      widthPx={MODAL_WIDTH_PX}
      actions={announcement && mayAdminister ? undefined : close}
    >
      {unavailable ? (
        <Alert status="error">
          <p className={styles.alertText}>
            {announcementId === null || (error instanceof HttpError && error.isNotFound())
              ? t('carousel.view.notFound')
              : apiErrorMessage(t, error)}
          </p>
        </Alert>
      ) : announcement ? (
        <>
          <AnnouncementDetails announcement={announcement} />
          {mayAdminister && (
            <DeleteAnnouncement announcementId={announcement.id} onDeleted={onClose}>
              {close}
            </DeleteAnnouncement>
          )}
        </>
      ) : (
        <p role="status" className={styles.loading}>
          {t('carousel.view.loading')}
        </p>
      )}
    </ModalDialog>
  );
}
