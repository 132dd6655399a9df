import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import type { AdminUserRow } from '@laurel/shared/contract';
import { Alert, ModalDialog, modalDialogStyles } from '@laurel/shared/ui-kit';
import { changeUser } from '../api/admin-users';

interface ConfirmStatusDialogProps {
  person: AdminUserRow;
  onClose: () => void;
  onDone: (person: AdminUserRow) => void;
}

/** Deactivating (or reactivating) someone is asked once more, saying what it does. */
export function ConfirmStatusDialog({ person, onClose, onDone }: ConfirmStatusDialogProps) {
  const { t } = useTranslation('admin_dashboard', { keyPrefix: 'users' });
  const deactivating = person.status === 'active';
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const name = person.display_name;

  const confirm = async () => {
    setBusy(true);
    setFailure('');
    try {
      onDone(await changeUser(person.id, { status: deactivating ? 'deactivated' : 'active' }));
    } catch (error) {
      setFailure(apiErrorMessage(t, error));
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(deactivating ? 'confirm.deactivateTitle' : 'confirm.reactivateTitle', { name })}
      description={t(deactivating ? 'confirm.deactivateText' : 'confirm.reactivateText', { name })}
      actions={
        <>
          <button type="button" onClick={onClose}>
            {t('confirm.cancel')}
          </button>
          <button type="button" className={modalDialogStyles.primary} disabled={busy} onClick={() => void confirm()}>
            {t(deactivating ? 'accounts.deactivate' : 'accounts.reactivate')}
          </button>
        </>
      }
    >
      {failure && (
        <Alert status="error" title={t('confirm.failed')}>
          <p>{failure}</p>
        </Alert>
      )}
    </ModalDialog>
  );
}
