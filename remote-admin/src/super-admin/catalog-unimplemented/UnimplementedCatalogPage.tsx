import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, v2Client } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import type { UnimplementedAction, UnimplementedCatalog, UnimplementedCatalogItem } from '@laurel/shared/contract';
import { useAdminRead } from '../api/use-admin-read';
import { CATALOG_TOOLS, withQuery } from '../api/super-admin-paths';
import { LoadFailure } from '../../ui/LoadFailure';
import { formatWhen } from '../components/format-when';
import { NO_FILTERS, UnimplementedFilters, type UnimplementedFilterValues } from './UnimplementedFilters';
import './catalog-unimplemented-copy';
import styles from '../components/SuperAdmin.module.css';
import own from './UnimplementedCatalog.module.css';

const UNIMPLEMENTED = `${CATALOG_TOOLS}/unimplemented`;
const FILTER_FIELDS = Object.keys(NO_FILTERS) as (keyof UnimplementedFilterValues)[];

/** What a row offers: an open item may be marked or hidden; a reviewed one reopened (a marked one also hidden). */
const ACTIONS_BY_STATUS: Record<UnimplementedCatalogItem['status'], UnimplementedAction[]> = {
  open: ['mark', 'hide'],
  marked: ['hide', 'reopen'],
  hidden: ['reopen'],
};

/** `/super_admin/catalog/unimplemented` (platform §2 catalogue tools): rewards nothing here fulfils, and what to do with them. */
export function UnimplementedCatalogPage() {
  const { t } = useTranslation('monarch', { keyPrefix: 'catalogUnimplemented' });
  const { t: tSuper } = useTranslation('monarch');
  const [params, setParams] = useSearchParams();
  const applied = Object.fromEntries(
    FILTER_FIELDS.map((field) => [field, params.get(field) ?? '']),
  ) as unknown as UnimplementedFilterValues;
  const read = useAdminRead<{ result: UnimplementedCatalog }>(withQuery(UNIMPLEMENTED, { ...applied }));
  const [busy, setBusy] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ done: string } | { failure: unknown } | null>(null);

  const apply = (filters: UnimplementedFilterValues) =>
    setParams(Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')));

  const act = async (item: UnimplementedCatalogItem, action: UnimplementedAction) => {
    setBusy(item.id);
    setOutcome(null);
    try {
      await v2Client.patch(`${UNIMPLEMENTED}/${item.id}`, { action });
      setOutcome({ done: t(`done.${action}`, { name: item.fullName }) });
      read.retry();
    } catch (failure) {
      setOutcome({ failure });
    } finally {
      setBusy(null);
    }
  };

  const catalog = read.data?.result;
  return (
    <section className={styles.page}>
      <h1>{t('title')}</h1>
      <p className={styles.muted}>{t('intro')}</p>
      {catalog && (
        <UnimplementedFilters
          key={params.toString()}
          applied={applied}
          methods={catalog.methods}
          providers={catalog.providers}
          apply={apply}
        />
      )}
      <p role="status" className={own.outcome}>
        {outcome && 'done' in outcome ? outcome.done : ''}
      </p>
      {outcome && 'failure' in outcome && (
        <Alert status="error" title={t('actionFailed')}>
          {apiErrorMessage(t, outcome.failure)}
        </Alert>
      )}
      {read.error ? (
        <LoadFailure error={read.error} retry={read.retry} title={tSuper('loadFailed')} retryLabel={tSuper('retry')} />
      ) : !catalog ? (
        <p role="status">{tSuper('loading')}</p>
      ) : catalog.items.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{t('caption', { count: catalog.items.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.item')}</th>
                <th scope="col">{t('columns.method')}</th>
                <th scope="col">{t('columns.why')}</th>
                <th scope="col">{t('columns.status')}</th>
                <th scope="col">{t('columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {catalog.items.map((item) => (
                <tr key={item.id}>
                  <th scope="row">
                    {item.fullName}
                    <div className={styles.hint}>
                      {item.brandName} · {item.provider}
                    </div>
                  </th>
                  <td>{t(`methods.${item.distributionMethod}`, { defaultValue: item.distributionMethod })}</td>
                  <td>{t(`reasons.${item.reason}`)}</td>
                  <td>
                    {t(`statuses.${item.status}`)}
                    {item.reviewedAt && (
                      <div className={styles.hint}>
                        {t('reviewed', {
                          who: item.reviewedBy ?? '',
                          when: formatWhen(tSuper, item.reviewedAt),
                        })}
                      </div>
                    )}
                  </td>
                  <td>
                    <div className={own.rowActions}>
                      {ACTIONS_BY_STATUS[item.status].map((action) => (
                        <button
                          key={action}
                          type="button"
                          className={styles.button}
                          disabled={busy !== null}
                          aria-label={t(`actions.${action}Label`, { name: item.fullName })}
                          onClick={() => void act(item, action)}
                        >
                          {t(`actions.${action}`)}
                        </button>
                      ))}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
