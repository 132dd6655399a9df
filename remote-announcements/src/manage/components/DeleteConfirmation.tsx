import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, modalDialogStyles } from '@laurel/shared/ui-kit';

interface DeleteConfirmationProps {
  title: string;
  deleting: boolean;
  failure: string | null;
  onKeep: () => void;
  onDelete: () => void;
}

/** Asks before an announcement is deleted: it disappears for everyone it was for. */
export function DeleteConfirmation({ title, deleting, failure, onKeep, onDelete }: DeleteConfirmationProps) {
  const { t } = useTranslation('announcements');
  const keep = useRef<HTMLButtonElement>(null);
  // The delete button that asked is gone: the safe choice takes the focus.
  useEffect(() => keep.current?.focus(), []);
  return (
    <div>
      <p>{t('delete.question', { title })}</p>
      <div className={modalDialogStyles.actions}>
        <button ref={keep} type="button" onClick={onKeep}>
          {t('delete.keep')}
        </button>
        <button type="button" className={modalDialogStyles.primary} disabled={deleting} onClick={onDelete}>
          {t('delete.confirm')}
        </button>
      </div>
      {failure && (
        <Alert status="error" size="sm">
          {failure}
        </Alert>
      )}
    </div>
  );
}
