import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import type { KitCopy } from './kit-copy';
import styles from './ProgramForm.module.css';

/** `ns` and `keyPrefix`: the admin area's copy, with its `form.editTitle`, `form.editTitleLoading` and `list.retry`. */
interface StoredFormPageProps<T extends { name: string }> extends KitCopy {
  data: T | undefined;
  error: unknown;
  onRetry: () => void;
  loadFailedKey?: string;
  loadingKey?: string;
  children: (data: T) => ReactNode;
}

/** An edit page: its title, then the stored program's form once loaded, or why it did not load. */
export function StoredFormPage<T extends { name: string }>({
  ns,
  keyPrefix,
  data,
  error,
  onRetry,
  loadFailedKey = 'form.loadFailed',
  loadingKey = 'list.loading',
  children,
}: StoredFormPageProps<T>) {
  const { t } = useTranslation(ns, { keyPrefix });
  return (
    <div className={styles.page}>
      <h1>{data ? t('form.editTitle', { name: data.name }) : t('form.editTitleLoading')}</h1>
      {error ? (
        <Alert status="error" title={t(loadFailedKey)}>
          <p>{apiErrorMessage(t, error)}</p>
          <button type="button" className={styles.button} onClick={onRetry}>
            {t('list.retry')}
          </button>
        </Alert>
      ) : !data ? (
        <p role="status" aria-busy="true" className={styles.empty}>
          {t(loadingKey)}
        </p>
      ) : (
        children(data)
      )}
    </div>
  );
}
