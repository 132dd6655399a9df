import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { nominationPeriodStatus, type PublicNominationPeriod } from '@laurel/shared/contract';
import { richTextElements } from '@laurel/shared/text';
import { NomineeList } from './NomineeList';
import styles from '../SharedNomination.module.css';

interface SharedNominationProps {
  period: PublicNominationPeriod;
  now: number;
}

/** One public nomination period: name, status, dates, description and nominees. */
export function SharedNomination({ period, now }: SharedNominationProps) {
  const { t, i18n } = useTranslation('rewards', { keyPrefix: 'programs' });
  const description = useMemo(() => richTextElements(period.description), [period.description]);
  const status = nominationPeriodStatus(period, now);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const start = dates.format(new Date(period.startDate));
  return (
    <article className={styles.period} aria-labelledby="shared-nomination-title">
      <header className={styles.header}>
        <h1 id="shared-nomination-title" className={styles.title}>
          {period.name}
        </h1>
        <p className={`${styles.status} ${styles[status]}`}>{t(`sharedNomination.status.${status}`)}</p>
      </header>
      <p className={styles.dates}>
        {period.endDate === null
          ? t('sharedNomination.datesOpenEnded', { start })
          : t('sharedNomination.dates', { start, end: dates.format(new Date(period.endDate)) })}
      </p>
      {description.length > 0 && <div className={styles.description}>{description}</div>}
      <h2 id="shared-nomination-nominees" className={styles.subtitle}>
        {t('sharedNomination.nominees')}
      </h2>
      <NomineeList nominees={period.nominees} />
    </article>
  );
}
