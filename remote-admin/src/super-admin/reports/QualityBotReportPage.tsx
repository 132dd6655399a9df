import { useTranslation } from 'react-i18next';
import { QUALITY_BANDS, type QualityBotReport } from '@laurel/shared/contract';
import { QUALITY_BOT_REPORTS } from '../api/super-admin-paths';
import { SuperAdminReadPage } from '../components/SuperAdminReadPage';
import { formatWhen } from '../components/format-when';
import styles from '../components/SuperAdmin.module.css';

const bandLabel = (index: number) =>
  `${QUALITY_BANDS[index]}–${index + 1 < QUALITY_BANDS.length ? QUALITY_BANDS[index + 1]! - 1 : 100}`;

/** `/super_admin/bonus_quality_bot_reports`: how the quality scorer rates recognitions across companies. */
export function QualityBotReportPage() {
  const { t } = useTranslation('monarch');

  return (
    <SuperAdminReadPage<QualityBotReport>
      path={QUALITY_BOT_REPORTS}
      title={t('qualityBot.title')}
      intro={t('qualityBot.intro')}
    >
      {(report) => (
        <>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption>
                {t('qualityBot.distributionCaption', {
                  start: formatWhen(t, report.period.start),
                  end: formatWhen(t, report.period.end),
                })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('events.columns.company')}</th>
                  <th scope="col">{t('qualityBot.scored')}</th>
                  <th scope="col">{t('qualityBot.average')}</th>
                  {QUALITY_BANDS.map((_, index) => (
                    <th scope="col" key={index}>
                      {t('qualityBot.band', { range: bandLabel(index) })}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {report.companies.map((company) => (
                  <tr key={company.companyId}>
                    <th scope="row">{company.companyName}</th>
                    <td>{t('count', { value: company.scored })}</td>
                    <td>
                      {company.average === null ? t('qualityBot.noAverage') : t('count', { value: company.average })}
                    </td>
                    {company.bands.map((count, index) => (
                      <td key={index}>{t('count', { value: count })}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h2>{t('qualityBot.lowest')}</h2>
          {report.lowest.length === 0 ? (
            <p>{t('qualityBot.noRecognitions')}</p>
          ) : (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption>{t('qualityBot.lowestCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('qualityBot.score')}</th>
                    <th scope="col">{t('events.columns.company')}</th>
                    <th scope="col">{t('events.columns.when')}</th>
                    <th scope="col">{t('techOpsUser.reason')}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.lowest.map((recognition) => (
                    <tr key={recognition.id}>
                      <td>{t('count', { value: recognition.score })}</td>
                      <td>{recognition.companyName}</td>
                      <td>{formatWhen(t, recognition.createdAt)}</td>
                      <td>{recognition.reason}</td>
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
