import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, showToast } from '@laurel/shared';
import { inviteUsersError, MAX_INVITES_PER_REQUEST, splitEmails } from '@laurel/shared/invitations';
import { FieldError, ModalDialog, ModalDialogClose, modalDialogStyles } from '@laurel/shared/ui-kit';
import { inviteUsers } from './invite-users';
import styles from './InviteUserModal.module.css';

/** Invite colleagues by email; bad input keeps what was typed and says what is wrong. */
export default function InviteUserModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('invite_users');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { emails: splitEmails(text) };
    const invalid = inviteUsersError(input);
    if (invalid) return setError(t(`errors.${invalid}`));
    setSending(true);
    inviteUsers(input)
      .then((result) => {
        showToast(t('sent', { count: result.invited.length }), 'success');
        onClose();
      })
      .catch((failure: unknown) => {
        setSending(false);
        const params = { max: MAX_INVITES_PER_REQUEST };
        setError(apiErrorMessage(t, failure, { params, fallback: t('errors.server_error') }));
      });
  };

  return (
    <ModalDialog
      open
      onOpenChange={(open) => !open && !sending && onClose()}
      title={t('title')}
      description={t('description')}
    >
      <form onSubmit={submit} noValidate>
        <label htmlFor={`${errorId}-emails`} className={styles.label}>
          {t('emailsLabel')}
        </label>
        <textarea
          id={`${errorId}-emails`}
          className={styles.emails}
          value={text}
          rows={4}
          placeholder={t('emailsPlaceholder')}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
        <FieldError id={errorId} error={error} />
        <div className={modalDialogStyles.actions}>
          <ModalDialogClose asChild>
            <button type="button" disabled={sending}>
              {t('cancel')}
            </button>
          </ModalDialogClose>
          <button type="submit" className={modalDialogStyles.primary} disabled={sending}>
            {sending ? t('sending') : t('send')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
