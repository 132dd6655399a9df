import { useTranslation } from 'react-i18next';
import type { CatalogToolItem, CatalogToolView } from '@laurel/shared/contract';
import { useAdminRead } from '../api/use-admin-read';
import { CATALOG_TOOLS } from '../api/super-admin-paths';
import { LoadFailure } from '../../ui/LoadFailure';
import styles from '../components/SuperAdmin.module.css';

/** `/super_admin/catalog/out_of_stock` and `/promoted`: the shared catalogue's items a super-admin watches. */
export function CatalogToolPage({ view }: { view: CatalogToolView }) {
  const { t } = useTranslation('super_admin');
  const { data, error, retry } = useAdminRead<{ result: CatalogToolItem[] }>(`${CATALOG_TOOLS}/${view}`);
  return (
    <section className={styles.page}>
      <h1>{t(`catalog.${view}.title`)}</h1>
      <p className={styles.muted}>{t(`catalog.${view}.intro`)}</p>
      {error ? (
        <LoadFailure error={error} retry={retry} title={t('loadFailed')} retryLabel={t('retry')} />
      ) : !data ? (
        <p role="status">{t('loading')}</p>
      ) : data.result.length === 0 ? (
        <p>{t(`catalog.${view}.empty`)}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{t('catalog.caption', { count: data.result.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('catalog.item')}</th>
                <th scope="col">{t('catalog.provider')}</th>
                <th scope="col">{t('catalog.state')}</th>
                <th scope="col">{t('catalog.denominations')}</th>
              </tr>
            </thead>
            <tbody>
              {data.result.map((item) => (
                <tr key={item.id}>
                  <th scope="row">
                    {item.fullName}
                    <div className={styles.hint}>{item.brandName}</div>
                  </th>
                  <td>{item.provider}</td>
                  <td>{item.state}</td>
                  <td>
                    <ul className={styles.diff}>
                      {item.denominations.map((denomination) => (
                        <li key={denomination.id}>
                          {denomination.price} ·{' '}
                          {denomination.quantity === null
                            ? t('catalog.unlimited')
                            : t('catalog.left', { count: denomination.quantity })}
                          {denomination.inactiveReasons.length > 0 && ` · ${denomination.inactiveReasons.join(', ')}`}
                        </li>
                      ))}
                    </ul>
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

export const OutOfStockPage = () => <CatalogToolPage view="out_of_stock" />;
export const PromotedPage = () => <CatalogToolPage view="promoted" />;
