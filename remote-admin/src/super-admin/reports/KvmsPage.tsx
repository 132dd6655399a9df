import { useTranslation } from 'react-i18next';
import type { CompanyKvms } from '@laurel/shared/contract';
import { KVMS } from '../api/super-admin-paths';
import { SuperAdminReadPage } from '../components/SuperAdminReadPage';
import { OneOnOneKvmsTable } from './OneOnOneKvmsTable';
import styles from '../components/SuperAdmin.module.css';

/** `/super_admin/kvms`: each company's recognition and one-on-one key figures of the last 30 days. */
export function KvmsPage() {
  const { t } = useTranslation('monarch');
  return (
    <SuperAdminReadPage<CompanyKvms[]> path={KVMS} title={t('kvms.title')} intro={t('kvms.intro')}>
      {(companies) => (
        <>
          <h2>{t('kvms.givingRateHeading')}</h2>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption>{t('kvms.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('events.columns.company')}</th>
                  <th scope="col">{t('companies.tier')}</th>
                  <th scope="col">{t('kvms.activePeople')}</th>
                  <th scope="col">{t('kvms.givingRate')}</th>
                  <th scope="col">{t('kvms.receivingRate')}</th>
                  <th scope="col">{t('kvms.recognitions')}</th>
                  <th scope="col">{t('kvms.perPerson')}</th>
                </tr>
              </thead>
              <tbody>
                {companies.map((company) => (
                  <tr key={company.companyId}>
                    <th scope="row">{company.companyName}</th>
                    <td>{t(`tiers.${company.productTier}`)}</td>
                    <td>{t('count', { value: company.activePeople })}</td>
                    <td>{t('kvms.rate', { rate: company.givingRate, count: company.givers })}</td>
                    <td>{t('kvms.rate', { rate: company.receivingRate, count: company.receivers })}</td>
                    <td>{t('count', { value: company.recognitions })}</td>
                    <td>{t('count', { value: company.recognitionsPerPerson })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h2>{t('kvms.oneOnOne.heading')}</h2>
          <OneOnOneKvmsTable companies={companies} />
        </>
      )}
    </SuperAdminReadPage>
  );
}
