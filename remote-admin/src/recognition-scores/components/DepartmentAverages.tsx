import { useTranslation } from 'react-i18next';
import {
  RECOGNITION_DEPARTMENT_AVERAGES_REPORT,
  monthRange,
  type DepartmentAverage,
  type ReportMonth,
} from '@laurel/shared/contract';
import { CsvExportButton } from '../../reports-kit';
import { monthLabel, scoreText } from '../month-label';
import styles from './RecognitionScores.module.css';

interface DepartmentAveragesProps {
  month: ReportMonth;
  records: readonly DepartmentAverage[];
}

/** Each department's average in the overview month, with the same rows as a CSV (programs §7). */
export function DepartmentAverages({ month, records }: DepartmentAveragesProps) {
  const { t, i18n } = useTranslation('reports', { keyPrefix: 'recognitionScores' });
  const language = i18n.language;
  return (
    <section className={styles.section} aria-labelledby="recognition-scores-departments">
      <div className={styles.sectionHeader}>
        <h2 id="recognition-scores-departments">{t('departments.heading')}</h2>
        <CsvExportButton report={RECOGNITION_DEPARTMENT_AVERAGES_REPORT} filters={monthRange(month)} />
      </div>
      {records.length === 0 ? (
        <p className={styles.muted}>{t('departments.empty', { month: monthLabel(month, language) })}</p>
      ) : (
        <table className={styles.table}>
          <caption>{t('departments.caption', { month: monthLabel(month, language) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('departments.department')}</th>
              <th scope="col" className={styles.number}>
                {t('departments.average')}
              </th>
              <th scope="col" className={styles.number}>
                {t('departments.count')}
              </th>
            </tr>
          </thead>
          <tbody>
            {records.map((record) => (
              <tr key={record.department}>
                <th scope="row">{record.department}</th>
                <td className={styles.number}>{scoreText(record.averageScore, language)}</td>
                <td className={styles.number}>{record.recognitionCount.toLocaleString(language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
