import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarDayOf, type Announcement } from '@laurel/shared/contract';
import type { ChatIntegrations } from '@laurel/shared/recognition';
import { draftOfAnnouncement, formDataOf } from '../../compose/announcement-draft';
import { AnnouncementForm } from '../../compose/components/AnnouncementForm';
import { useAnnouncementChanges } from '../../compose/hooks/use-announcement-changes';
import { DeleteConfirmation } from './DeleteConfirmation';

interface EditAnnouncementFormProps {
  announcement: Announcement;
  integrations: ChatIntegrations;
  onDone: () => void;
  onCancel: () => void;
}

/** The form prefilled, with delete behind a confirmation; 'Post' when it starts today, else 'Save' (recognition §4). */
export function EditAnnouncementForm({ announcement, integrations, onDone, onCancel }: EditAnnouncementFormProps) {
  const { t } = useTranslation('announcements');
  const [initial] = useState(() => draftOfAnnouncement(announcement));
  const [today] = useState(() => calendarDayOf(Date.now()));
  const [confirming, setConfirming] = useState(false);
  const changes = useAnnouncementChanges();
  const after = (done: boolean) => done && onDone();

  if (confirming) {
    return (
      <DeleteConfirmation
        title={announcement.title}
        deleting={changes.saving}
        failure={changes.failure}
        onKeep={() => {
          changes.clearFailure();
          setConfirming(false);
        }}
        onDelete={() => void changes.remove(announcement.id).then(after)}
      />
    );
  }
  return (
    <AnnouncementForm
      initial={initial}
      today={today}
      existingStartDate={announcement.start_date}
      integrations={integrations}
      submitLabel={(startDay) => (startDay === today ? t('form.post') : t('form.save'))}
      failure={changes.failure}
      incentiveFailure={changes.incentiveFailure}
      saving={changes.saving}
      onSave={(draft, removeImage) =>
        void changes.edit(announcement.id, formDataOf(draft, today, removeImage)).then(after)
      }
      onCancel={onCancel}
      extraActions={
        <button
          type="button"
          onClick={() => {
            changes.clearFailure();
            setConfirming(true);
          }}
        >
          {t('form.delete')}
        </button>
      }
    />
  );
}
