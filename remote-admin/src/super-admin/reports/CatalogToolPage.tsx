import { useTranslation } from 'react-i18next';
import type { CatalogToolItem, CatalogToolView } from '@laurel/shared/contract';
import { CATALOG_TOOLS } from '../api/super-admin-paths';
import { SuperAdminReadPage } from '../components/SuperAdminReadPage';
import styles from '../components/SuperAdmin.module.css';

/** `/super_admin/catalog/out_of_stock` and `/promoted`: the shared catalogue's items a super-admin watches. */
export function CatalogToolPage({ view }: { view: CatalogToolView }) {
  const { t } = useTranslation('monarch');
  return (
    <SuperAdminReadPage<CatalogToolItem[]>
      path={`${CATALOG_TOOLS}/${view}`}
      title={t(`catalog.${view}.title`)}
      intro={t(`catalog.${view}.intro`)}
    >
      {(items) =>
        items.length === 0 ? (
          <p>{t(`catalog.${view}.empty`)}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption>{t('catalog.caption', { count: items.length })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('catalog.item')}</th>
                  <th scope="col">{t('catalog.provider')}</th>
                  <th scope="col">{t('catalog.state')}</th>
                  <th scope="col">{t('catalog.denominations')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
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
        )
      }
    </SuperAdminReadPage>
  );
}

export const OutOfStockPage = () => <CatalogToolPage view="out_of_stock" />;
export const PromotedPage = () => <CatalogToolPage view="promoted" />;
