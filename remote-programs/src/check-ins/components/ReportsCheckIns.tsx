import { useTranslation } from 'react-i18next';
import type { CheckIn, TeamPulse } from '@laurel/shared/contract';
import { TeamPulseSummary } from '../../pulse-check/components/TeamPulseSummary';
import { periodText } from '../period-text';
import { CheckInAnswers } from './CheckInAnswers';
import { ManagerAnswerForm } from './ManagerAnswerForm';
import styles from './CheckIns.module.css';

/** A manager's direct reports' check-ins: those waiting for an answer first, each answerable once. */
export function ReportsCheckIns({ checkIns, pulse = null }: { checkIns: CheckIn[]; pulse?: TeamPulse | null }) {
  const { t, i18n } = useTranslation('growth');
  const ordered = [...checkIns.filter((row) => !row.managerComment), ...checkIns.filter((row) => row.managerComment)];
  return (
    <section aria-labelledby="reports-check-ins-title" className={styles.section}>
      <h2 id="reports-check-ins-title" className={styles.subtitle}>
        {t('checkIns.reports.title')}
      </h2>
      {pulse && <TeamPulseSummary pulse={pulse} />}
      {ordered.length === 0 ? (
        <p className={styles.muted}>{t('checkIns.reports.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {ordered.map((checkIn) => (
            <li key={checkIn.id} className={styles.card}>
              <h3 className={styles.cardTitle}>
                {t('checkIns.reports.cardTitle', {
                  name: checkIn.author.displayName,
                  period: periodText(i18n.language, checkIn.period),
                })}
              </h3>
              <CheckInAnswers checkIn={checkIn} />
              {!checkIn.managerComment && <ManagerAnswerForm checkIn={checkIn} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
