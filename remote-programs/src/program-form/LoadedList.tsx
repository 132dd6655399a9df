import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import type { KitCopy } from './kit-copy';
import styles from './ProgramForm.module.css';

interface ListRead<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}

/** `ns` and `keyPrefix`: the admin area's copy, with its `list.loadFailed`, `list.retry` and `list.loading`. */
interface LoadedListProps<T extends { records: unknown[] }> extends KitCopy {
  read: ListRead<T>;
  empty: string;
  loadFailedTitle?: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** An admin list's states: the load's error with a retry, loading, a line saying there are none, or the rows. */
export function LoadedList<T extends { records: unknown[] }>({
  ns,
  keyPrefix,
  read: { data, error, isLoading, mutate },
  empty,
  loadFailedTitle,
  isEmpty = (loaded) => loaded.records.length === 0,
  children,
}: LoadedListProps<T>) {
  const { t } = useTranslation(ns, { keyPrefix });
  if (error)
    return (
      <Alert status="error" title={loadFailedTitle ?? t('list.loadFailed')}>
        <p>{apiErrorMessage(t, error)}</p>
        <button type="button" className={styles.button} onClick={() => void mutate()}>
          {t('list.retry')}
        </button>
      </Alert>
    );
  if (isLoading || !data)
    return (
      <p role="status" aria-busy="true" className={styles.empty}>
        {t('list.loading')}
      </p>
    );
  if (isEmpty(data)) return <p className={styles.empty}>{empty}</p>;
  return <>{children(data)}</>;
}
