import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarDayOf, type AnnouncementDefaults } from '@laurel/shared/contract';
import { draftOfDefaults, formDataOf } from '../announcement-draft';
import { useAnnouncementChanges } from '../hooks/use-announcement-changes';
import type { ChatIntegrations } from '@laurel/shared/recognition';
import { AnnouncementForm } from './AnnouncementForm';

interface MakeAnnouncementFormProps {
  integrations: ChatIntegrations;
  defaults?: AnnouncementDefaults;
  onMade: () => void;
  onCancel: () => void;
}

/** The make form: 'Post' for a start of today, 'Schedule' for a later one (recognition §4). */
export function MakeAnnouncementForm({ integrations, defaults, onMade, onCancel }: MakeAnnouncementFormProps) {
  const { t } = useTranslation('announcements');
  const [initial] = useState(() => draftOfDefaults(defaults));
  const [today] = useState(() => calendarDayOf(Date.now()));
  const changes = useAnnouncementChanges();
  return (
    <AnnouncementForm
      initial={initial}
      today={today}
      integrations={integrations}
      submitLabel={(startDay) => (startDay > today ? t('form.schedule') : t('form.submit'))}
      failure={changes.failure}
      incentiveFailure={changes.incentiveFailure}
      saving={changes.saving}
      onSave={(draft, removeImage) =>
        void changes.create(formDataOf(draft, today, removeImage)).then((made) => made && onMade())
      }
      onCancel={onCancel}
    />
  );
}
