import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import { Alert, PageLinks } from '@laurel/shared/ui-kit';
import { useAdminCatalog } from '../api/get-admin-catalog';
import { adminCatalogQueryFrom, adminCatalogSearchOf } from '../admin-catalog-query';
import { useCatalogSwitch } from '../hooks/use-catalog-switch';
import { CatalogEntry } from './CatalogEntry';
import { SwitchFeedback } from './SwitchFeedback';
import styles from './AdminCatalog.module.css';

/** `/admin/rewards/catalog`: every reward the company could offer, each with a switch for its people. */
export function AdminCatalog() {
  const { t } = useTranslation('rewards');
  const [params, setParams] = useSearchParams();
  const query = adminCatalogQueryFrom(params);
  const { data, error, isLoading, mutate } = useAdminCatalog(query);
  const { flip, isPending, outcome } = useCatalogSwitch();
  const searchId = useId();
  const [name, setName] = useState(query.name);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(adminCatalogSearchOf({ name: name.trim(), page: 1 }));
  };

  return (
    <div className={styles.page}>
      <h1>{t('adminCatalog.title')}</h1>
      <p className={styles.intro}>{t('adminCatalog.intro')}</p>
      <form role="search" className={styles.search} onSubmit={search}>
        <label htmlFor={searchId}>{t('adminCatalog.searchLabel')}</label>
        <div className={styles.searchRow}>
          <input id={searchId} type="search" value={name} onChange={(event) => setName(event.target.value)} />
          <button type="submit" className={styles.button}>
            {t('adminCatalog.search')}
          </button>
        </div>
      </form>
      <SwitchFeedback outcome={outcome} />
      {error ? (
        <Alert status="error" title={t('adminCatalog.loadFailed')}>
          <p>{apiErrorMessage(t, error)}</p>
          <button type="button" className={styles.button} onClick={() => void mutate()}>
            {t('adminCatalog.retry')}
          </button>
        </Alert>
      ) : isLoading || !data ? (
        <p role="status" aria-busy="true" className={styles.empty}>
          {t('adminCatalog.loading')}
        </p>
      ) : data.data.length === 0 ? (
        <p className={styles.empty}>
          {query.name ? t('adminCatalog.noMatch', { name: query.name }) : t('adminCatalog.empty')}
        </p>
      ) : (
        <>
          <p className={styles.count}>{t('adminCatalog.count', { count: data.meta.pagination.totalCount })}</p>
          <ul className={styles.entries}>
            {data.data.map((entry) => (
              <li key={entry.id}>
                <CatalogEntry entry={entry} isPending={isPending} onSwitch={(target, on) => void flip(target, on)} />
              </li>
            ))}
          </ul>
          <PageLinks
            label={t('adminCatalog.pagination')}
            pageLabel={(page) => t('history.page', { page })}
            current={query.page}
            pageCount={data.meta.pagination.pageCount}
            searchOf={(page) => adminCatalogSearchOf({ ...query, page })}
          />
        </>
      )}
    </div>
  );
}
