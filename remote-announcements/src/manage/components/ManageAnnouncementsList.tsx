import { useTranslation } from 'react-i18next';
import type { Announcement } from '@laurel/shared/contract';
import { Alert, modalDialogStyles } from '@laurel/shared/ui-kit';
import { useAnnouncements } from '../../api/get-announcements';
import { AnnouncementTables } from './AnnouncementTables';

interface ManageAnnouncementsListProps {
  onEdit: (announcement: Announcement) => void;
  onDelete?: (announcement: Announcement) => void;
}

/** The scheduled and posted lists with their loading, failure and empty states. */
export function ManageAnnouncementsList({ onEdit, onDelete }: ManageAnnouncementsListProps) {
  const { t } = useTranslation('announcements');
  const { data, error, mutate } = useAnnouncements();
  if (error && !data) {
    return (
      <Alert status="error" title={t('manage.loadError')}>
        <button type="button" className={modalDialogStyles.primary} onClick={() => void mutate()}>
          {t('manage.retry')}
        </button>
      </Alert>
    );
  }
  if (!data) return <p role="status">{t('manage.loading')}</p>;
  if (data.posted.length === 0 && data.scheduled.length === 0) return <p>{t('manage.empty')}</p>;
  return <AnnouncementTables posted={data.posted} scheduled={data.scheduled} onEdit={onEdit} onDelete={onDelete} />;
}
