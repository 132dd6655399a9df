import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import { useStored } from '../api/use-stored';
import styles from './ProgramSettings.module.css';

interface SettingsPageProps<T> {
  title: string;
  intro: string;
  fetch: () => Promise<T>;
  children: (stored: T) => ReactNode;
}

/** A settings page: its heading, then the form once the stored settings are read, or why they are not. */
export function SettingsPage<T>({ title, intro, fetch, children }: SettingsPageProps<T>) {
  const { t } = useTranslation('admin_rewards', { keyPrefix: 'programSettings' });
  const { data, error, isLoading, retry } = useStored(fetch);
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <p className={styles.intro}>{intro}</p>
      {error ? (
        <Alert status="error" title={t('loadFailed')}>
          <p>{apiErrorMessage(t, error)}</p>
          <button type="button" className={styles.button} onClick={retry}>
            {t('retry')}
          </button>
        </Alert>
      ) : isLoading || data === undefined ? (
        <p role="status">{t('loading')}</p>
      ) : (
        children(data)
      )}
    </div>
  );
}
