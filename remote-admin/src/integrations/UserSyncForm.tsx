import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '@laurel/shared';
import {
  userSyncInputErrors,
  type UserSync,
  type UserSyncInput,
  type UserSyncInputErrors,
} from '@laurel/shared/contract';
import { FieldError } from '@laurel/shared/ui-kit';
import styles from './Integrations.module.css';

interface UserSyncFormProps {
  sync: UserSync;
  busy: boolean;
  onSave: (input: UserSyncInput) => void;
}

/** The feed's address and whether it is read every day, checked as the server checks them. */
export function UserSyncForm({ sync, busy, onSave }: UserSyncFormProps) {
  const { t } = useTranslation('admin_dashboard', { keyPrefix: 'integrations' });
  const [feedUrl, setFeedUrl] = useState(sync.feedUrl ?? '');
  const [enabled, setEnabled] = useState(sync.feedUrl === null ? true : sync.enabled);
  const [errors, setErrors] = useState<UserSyncInputErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { feedUrl: feedUrl.trim(), enabled };
    const found = userSyncInputErrors(input);
    setErrors(found);
    if (!found.feedUrl) onSave(input);
  };
  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={submit} noValidate aria-labelledby="user-sync-form">
      <h2 id="user-sync-form">{t('userSync.feed')}</h2>
      <div className={styles.field}>
        <label htmlFor="user-sync-url">{t('userSync.url')}</label>
        <input
          id="user-sync-url"
          type="url"
          value={feedUrl}
          placeholder="https://"
          onChange={(event) => setFeedUrl(event.target.value)}
          aria-invalid={errors.feedUrl ? true : undefined}
          aria-describedby="user-sync-url-hint user-sync-url-error"
        />
        <p id="user-sync-url-hint" className={styles.muted}>
          {t('userSync.urlHint')}
        </p>
        <FieldError id="user-sync-url-error" error={errors.feedUrl && translateApiError(t, errors.feedUrl)} />
      </div>
      <label className={styles.toggle}>
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        {t('userSync.daily')}
      </label>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy}>
          {t('userSync.save')}
        </button>
      </div>
    </form>
  );
}
