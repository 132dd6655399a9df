import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import { Alert, PageLinks } from '@laurel/shared/ui-kit';
import { useRedemptions } from '../../api/get-redemptions';
import {
  HISTORY_SORTS,
  historyQueryFrom,
  historySearchOf,
  querySorted,
  sortOf,
  type HistorySort,
} from '../history-query';
import { RedemptionSummary } from './RedemptionSummary';
import styles from './History.module.css';

/** `/rewards/history`: the signed-in person's redemptions, a page at a time, in the order the address asks. */
export function RedemptionHistory() {
  const { t } = useTranslation('rewards');
  const [params, setParams] = useSearchParams();
  const query = historyQueryFrom(params);
  const { data, error, isLoading, isValidating, mutate } = useRedemptions(query);

  const sortBy = (sort: HistorySort) => setParams(historySearchOf({ page: 1, ...querySorted(sort) }));

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>{t('history.title')}</h1>
        <Link to="/rewards">{t('history.browse')}</Link>
      </header>
      <div className={styles.toolbar}>
        <label htmlFor="history-sort">{t('history.sortLabel')}</label>
        <select id="history-sort" value={sortOf(query)} onChange={(event) => sortBy(event.target.value as HistorySort)}>
          {HISTORY_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`history.sort.${sort.replace(':', '_')}`)}
            </option>
          ))}
        </select>
        {data && <p className={styles.count}>{t('history.count', { count: data.metadata.totalCount })}</p>}
      </div>

      {error ? (
        <Alert status="error" title={t('history.loadFailed')}>
          <p>{apiErrorMessage(t, error)}</p>
          <button type="button" className={styles.button} onClick={() => void mutate()}>
            {t('history.retry')}
          </button>
        </Alert>
      ) : isLoading || !data ? (
        <p role="status" aria-busy="true" className={styles.loading}>
          {t('history.loading')}
        </p>
      ) : data.records.length === 0 ? (
        <EmptyHistory page={query.page} totalCount={data.metadata.totalCount} />
      ) : (
        <>
          <ul className={styles.list} aria-busy={isValidating}>
            {data.records.map((redemption) => (
              <li key={redemption.id}>
                <RedemptionSummary redemption={redemption} />
              </li>
            ))}
          </ul>
          <PageLinks
            label={t('history.pagination')}
            pageLabel={(page) => t('history.page', { page })}
            current={query.page}
            pageCount={data.metadata.pageCount}
            searchOf={(page) => historySearchOf({ ...query, page })}
          />
        </>
      )}
    </div>
  );
}

function EmptyHistory({ page, totalCount }: { page: number; totalCount: number }) {
  const { t } = useTranslation('rewards');
  if (totalCount > 0) {
    return (
      <div className={styles.empty}>
        <p>{t('history.pastLastPage', { page })}</p>
        <Link to={{ search: '' }}>{t('history.firstPage')}</Link>
      </div>
    );
  }
  return (
    <div className={styles.empty}>
      <p>{t('history.empty')}</p>
      <Link to="/rewards">{t('history.browse')}</Link>
    </div>
  );
}
