import { useTranslation } from 'react-i18next';
import type { CompanyKvms, OneOnOnePeriod } from '@laurel/shared/contract';
import styles from '../components/SuperAdmin.module.css';

const FIGURES = ['meetingsHeld', 'talkingPointsCarried', 'goalsUpdated'] as const;

/** The one-on-one KVM: per company, the last 30 days with the 30 before beside each figure. */
export function OneOnOneKvmsTable({ companies }: { companies: CompanyKvms[] }) {
  const { t } = useTranslation('monarch');
  const holding = (period: OneOnOnePeriod) =>
    t('kvms.rate', { rate: period.holdingRate, count: period.managersHolding });
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{t('kvms.oneOnOne.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('events.columns.company')}</th>
            <th scope="col">{t('kvms.oneOnOne.managers')}</th>
            <th scope="col">{t('kvms.oneOnOne.holdingRate')}</th>
            {FIGURES.map((figure) => (
              <th key={figure} scope="col">
                {t(`kvms.oneOnOne.${figure}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {companies.map(({ companyId, companyName, oneOnOne }) => (
            <tr key={companyId}>
              <th scope="row">{companyName}</th>
              <td>{t('count', { value: oneOnOne.managersWithReports })}</td>
              <td>
                {t('kvms.oneOnOne.against', {
                  current: holding(oneOnOne.current),
                  previous: holding(oneOnOne.previous),
                })}
              </td>
              {FIGURES.map((figure) => (
                <td key={figure}>
                  {t('kvms.oneOnOne.against', {
                    current: t('count', { value: oneOnOne.current[figure] }),
                    previous: t('count', { value: oneOnOne.previous[figure] }),
                  })}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
