import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminRead } from '../api/use-admin-read';
import { LoadFailure } from '../../ui/LoadFailure';
import styles from './SuperAdmin.module.css';

export interface SuperAdminReadPageProps<Result> {
  title: string;
  intro: string;
  /** The v2 path whose `result` the page shows. */
  path: string;
  children: (result: Result) => ReactNode;
}

/** A super-admin page that shows one read: its heading, then the result, its failure with a retry, or loading. */
export function SuperAdminReadPage<Result>({ title, intro, path, children }: SuperAdminReadPageProps<Result>) {
  const { t } = useTranslation('monarch');
  const { data, error, retry } = useAdminRead<{ result: Result }>(path);
  return (
    <section className={styles.page}>
      <h1>{title}</h1>
      <p className={styles.muted}>{intro}</p>
      {error ? (
        <LoadFailure error={error} retry={retry} title={t('loadFailed')} retryLabel={t('retry')} />
      ) : !data ? (
        <p role="status">{t('loading')}</p>
      ) : (
        children(data.result)
      )}
    </section>
  );
}
