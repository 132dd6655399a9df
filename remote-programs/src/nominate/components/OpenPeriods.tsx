import { useTranslation } from 'react-i18next';
import { emit } from '@laurel/shared';
import { canNominateMore, type NominatorNominationPeriod } from '@laurel/shared/contract';
import { nominationsLeft } from '../nomination-draft';
import styles from './NominationsOverview.module.css';

/** The open periods the reader may nominate in, each with its Nominate button (the modal, through the shell). */
export function OpenPeriods({ periods }: { periods: NominatorNominationPeriod[] }) {
  const { t, i18n } = useTranslation('nominations');
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  if (periods.length === 0) return <p className={styles.muted}>{t('page.noOpenPeriods')}</p>;
  return (
    <ul className={styles.periods}>
      {periods.map((period) => {
        const made = period.currentUserNominations.length;
        const left = nominationsLeft(period.nominationLimit, made);
        const start = dates.format(new Date(period.startDate));
        return (
          <li key={period.id} className={styles.card}>
            <h3 className={styles.cardTitle}>{period.name}</h3>
            <p className={styles.muted}>
              {period.endDate === null
                ? t('period.datesOpenEnded', { start })
                : t('period.dates', { start, end: dates.format(new Date(period.endDate)) })}
            </p>
            <p className={styles.left}>
              {left === null ? t('period.unlimited') : t('period.left', { count: left, limit: period.nominationLimit })}
            </p>
            {canNominateMore(period.nominationLimit, made) ? (
              <button
                type="button"
                className={styles.nominate}
                aria-label={t('page.nominateIn', { name: period.name })}
                onClick={() => emit('open-nomination', { nominationPeriodId: period.id })}
              >
                {t('page.nominate')}
              </button>
            ) : (
              <p className={styles.muted}>{t('page.limitReached')}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
