import { useTranslation } from 'react-i18next';
import { LOW_STOCK_UNITS, type RewardsHealthCheck } from '@laurel/shared/contract';
import { REWARDS_HEALTH_CHECK } from '../api/super-admin-paths';
import { SuperAdminReadPage } from '../components/SuperAdminReadPage';
import styles from '../components/SuperAdmin.module.css';

/** `/super_admin/rewards_health_check`: the shared rewards catalogue and its redemptions at a glance. */
export function RewardsHealthCheckPage() {
  const { t } = useTranslation('monarch');
  return (
    <SuperAdminReadPage<RewardsHealthCheck>
      path={REWARDS_HEALTH_CHECK}
      title={t('health.title')}
      intro={t('health.intro')}
    >
      {(health) => (
        <>
          <dl className={styles.cards}>
            {(['active', 'inactive', 'archived'] as const).map((state) => (
              <div className={styles.card} key={state}>
                <dt>{t(`health.items.${state}`)}</dt>
                <dd>{t('count', { value: health.items[state] })}</dd>
              </div>
            ))}
          </dl>
          <h2>{t('health.heldBack')}</h2>
          {health.heldBack.length === 0 ? (
            <p>{t('health.nothingHeldBack')}</p>
          ) : (
            <ul className={styles.results}>
              {health.heldBack.map((row) => (
                <li key={row.reason}>
                  <span className={styles.code}>{row.reason}</span>
                  <span>{t('health.denominations', { count: row.count })}</span>
                </li>
              ))}
            </ul>
          )}
          <h2>{t('health.redemptions')}</h2>
          <ul className={styles.results}>
            {health.redemptions.map((row) => (
              <li key={row.status}>
                <span className={styles.code}>{row.status}</span>
                <span>{t('count', { value: row.count })}</span>
              </li>
            ))}
          </ul>
          <h2>{t('health.lowStock')}</h2>
          {health.lowStock.length === 0 ? (
            <p>{t('health.noLowStock')}</p>
          ) : (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption>{t('health.lowStockCaption', { units: LOW_STOCK_UNITS })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('catalog.item')}</th>
                    <th scope="col">{t('health.price')}</th>
                    <th scope="col">{t('health.left')}</th>
                  </tr>
                </thead>
                <tbody>
                  {health.lowStock.map((row) => (
                    <tr key={`${row.itemId}-${row.price}`}>
                      <th scope="row">{row.fullName}</th>
                      <td>{row.price}</td>
                      <td>{t('count', { value: row.quantity })}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </SuperAdminReadPage>
  );
}
