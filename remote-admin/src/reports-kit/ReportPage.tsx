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
  const { t } = useTranslation('reports_kit');
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
      <ReportBody status={status} emptyText={emptyText ?? t('empty')}>
        {children}
      </ReportBody>
    </div>
  );
}

function ReportBody({ status, emptyText, children }: { status: ReportStatus; emptyText: string; children: ReactNode }) {
  const { t } = useTranslation('reports_kit');
  if (status.error) {
    return <LoadFailure error={status.error} retry={status.retry} title={t('loadFailed')} retryLabel={t('retry')} />;
  }
  if (status.isLoading) {
    return (
      <div role="status" aria-busy="true">
        <span className={styles.visuallyHidden}>{t('loading')}</span>
        <div className={styles.skeleton} aria-hidden="true" />
      </div>
    );
  }
  if (status.isEmpty) return <p className={emptyState.emptyState}>{emptyText}</p>;
  return <>{children}</>;
}
