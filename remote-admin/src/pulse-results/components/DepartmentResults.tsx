import { useTranslation } from 'react-i18next';
import { PULSE_MIN_GROUP_SIZE, type PulseDepartmentResult } from '@laurel/shared/contract';
import { scoreText } from '../../recognition-scores/month-label';
import styles from './PulseResults.module.css';

/** Each department's average; a department with fewer than five people answering is hidden. */
export function DepartmentResults({ departments }: { departments: readonly PulseDepartmentResult[] }) {
  const { t, i18n } = useTranslation('reports', { keyPrefix: 'pulseResults' });
  const language = i18n.language;
  return (
    <section className={styles.section} aria-labelledby="pulse-results-departments">
      <h2 id="pulse-results-departments">{t('departments.heading')}</h2>
      <p className={styles.muted}>{t('departments.note', { count: PULSE_MIN_GROUP_SIZE })}</p>
      <table className={styles.table}>
        <caption>{t('departments.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('departments.department')}</th>
            <th scope="col" className={styles.number}>
              {t('departments.respondents')}
            </th>
            <th scope="col" className={styles.number}>
              {t('departments.average')}
            </th>
          </tr>
        </thead>
        <tbody>
          {departments.map((group) => (
            <tr key={group.department}>
              <th scope="row">{group.department}</th>
              <td className={styles.number}>{group.respondentCount.toLocaleString(language)}</td>
              <td className={styles.number}>
                {group.hidden || group.averageScore === null
                  ? t('departments.hidden', { count: PULSE_MIN_GROUP_SIZE })
                  : scoreText(group.averageScore, language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
