import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import emptyState from '@laurel/shared/styles/empty-state.module.css';
import { LoadFailure } from '../ui/LoadFailure';
import './reports-kit-copy';
import styles from './ReportPage.module.css';

/** Where a report's read stands; `retry` reads again after a failure. */
export interface ReportStatus {
  isLoading: boolean;
  error?: unknown;
  isEmpty?: boolean;
  retry: () => void;
}

export interface ReportPageProps {
  title: string;
  description: string;
  /** The filter controls, laid out in the filters bar. */
  filters?: ReactNode;
  /** Beside the filters, such as the CSV export. */
  actions?: ReactNode;
  /** Between the filters and the figures, such as the report's tabs. */
  navigation?: ReactNode;
  status: ReportStatus;
  /** Said instead of the figures when `status.isEmpty`. */
  emptyText?: string;
  children?: ReactNode;
}

/** The frame of every admin report (issue 17): heading, filters bar, and the figures or their state. */
export function ReportPage({
  title,
  description,
  filters,
  actions,
  navigation,
  status,
  emptyText,
  children,
}: ReportPageProps) {
  const { t } = useTranslation('reports', { keyPrefix: 'kit' });
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>{title}</h1>
        <p className={styles.description}>{description}</p>
      </header>
      {navigation}
      {(filters || actions) && (
        <div className={styles.toolbar}>
          {filters && (
            <fieldset className={styles.filters}>
              <legend className={styles.visuallyHidden}>{t('filters')}</legend>
              {filters}
            </fieldset>
          )}
          {actions}
        </div>
      )}
      <ReportAnnouncement status={status} emptyText={emptyText ?? t('empty')} />
      <ReportBody status={status}>{children}</ReportBody>
    </div>
  );
}

/**
 * Says when a read starts and ends, so a screen reader hears that changed filters took effect; when nothing
 * matches, it is the visible empty state. It stays mounted: a live region added with its words is often not read.
 */
function ReportAnnouncement({ status, emptyText }: { status: ReportStatus; emptyText: string }) {
  const { t } = useTranslation('reports', { keyPrefix: 'kit' });
  const words = status.error ? '' : status.isLoading ? t('loading') : status.isEmpty ? emptyText : t('shown');
  const shown = !status.error && !status.isLoading && status.isEmpty;
  return (
    <p role="status" className={shown ? emptyState.emptyState : styles.visuallyHidden}>
      {words}
    </p>
  );
}

function ReportBody({ status, children }: { status: ReportStatus; children: ReactNode }) {
  const { t } = useTranslation('reports', { keyPrefix: 'kit' });
  if (status.error) {
    return <LoadFailure error={status.error} retry={status.retry} title={t('loadFailed')} retryLabel={t('retry')} />;
  }
  if (status.isLoading) {
    return (
      <div aria-busy="true">
        <div className={styles.skeleton} aria-hidden="true" />
      </div>
    );
  }
  // The words that nothing matches are the announcement's, shown.
  if (status.isEmpty) return null;
  return <>{children}</>;
}
