import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import { Alert, PageLinks } from '@laurel/shared/ui-kit';
import { summaryCsvUrl, useIncentiveSummary } from '../api/get-incentive-summary';
import { summaryQueryFrom, summarySearchOf, type SummaryQuery } from '../summary-query';
import { SummaryFilters } from './SummaryFilters';
import { SummaryTable } from './SummaryTable';
import styles from './Summary.module.css';

/** `/admin/incentives/summary` (programs §2): the filter bar, the claims a page at a time, and their CSV. */
export function IncentivesSummary() {
  const { t } = useTranslation('rewards', { keyPrefix: 'programs' });
  const [params, setParams] = useSearchParams();
  // Today, for the default range and the presets, as of when the page opened.
  const [now] = useState(Date.now);
  const query = summaryQueryFrom(params, now);
  const { data, error, isLoading, isValidating, mutate } = useIncentiveSummary(query);
  const show = (next: SummaryQuery) => setParams(summarySearchOf(next));

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>{t('summary.title')}</h1>
        <a className={styles.button} href={summaryCsvUrl(query)} download aria-label={t('summary.exportCsvLabel')}>
          {t('summary.exportCsv')}
        </a>
      </header>
      <p className={styles.muted}>{t('summary.intro')}</p>
      <SummaryFilters query={query} now={now} incentives={data?.awards} onChange={show} />
      {error ? (
        <Alert status="error" title={t('summary.loadFailed')}>
          <p>{apiErrorMessage(t, error)}</p>
          <button type="button" className={styles.button} onClick={() => void mutate()}>
            {t('summary.retry')}
          </button>
        </Alert>
      ) : isLoading || !data ? (
        <p role="status" aria-busy="true">
          {t('summary.loading')}
        </p>
      ) : (
        <>
          <p role="status" className={styles.muted}>
            {t('summary.total', { count: data.pagination.total_count })}
          </p>
          {data.claims.length === 0 && data.pagination.total_count > 0 ? (
            <p className={styles.empty}>
              {t('summary.pastLastPage', { page: query.page })}{' '}
              <Link to={{ search: summarySearchOf({ ...query, page: 1 }) }}>{t('summary.firstPage')}</Link>
            </p>
          ) : data.claims.length === 0 ? (
            <p className={styles.empty}>{t('summary.noData')}</p>
          ) : (
            <SummaryTable claims={data.claims} query={query} busy={isValidating} onChange={show} />
          )}
          <PageLinks
            label={t('summary.pagination')}
            pageLabel={(page) => t('summary.page', { page })}
            current={data.pagination.page_number}
            pageCount={data.pagination.page_count}
            searchOf={(page) => summarySearchOf({ ...query, page })}
          />
        </>
      )}
    </div>
  );
}
