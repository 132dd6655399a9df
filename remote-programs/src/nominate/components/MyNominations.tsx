import { useTranslation } from 'react-i18next';
import type { Nomination } from '@laurel/shared/contract';
import { Avatar } from '@laurel/shared/ui-kit';
import styles from './NominationsOverview.module.css';

const NOMINEE_AVATAR_PX = 40;

interface MyNominationsProps {
  nominations: Nomination[];
  periodNames: ReadonlyMap<number, string>;
}

/** The reader's nominations, newest first: who, in which period and when, and why. */
export function MyNominations({ nominations, periodNames }: MyNominationsProps) {
  const { t, i18n } = useTranslation('nominations');
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  if (nominations.length === 0) return <p className={styles.muted}>{t('page.noNominations')}</p>;
  return (
    <ul className={styles.nominations}>
      {nominations.map((nomination) => (
        <li key={nomination.id} className={styles.nomination}>
          <span aria-hidden="true">
            <Avatar
              name={nomination.nominatedUser.displayName}
              imageUrl={nomination.nominatedUser.profilePic}
              sizePx={NOMINEE_AVATAR_PX}
            />
          </span>
          <div className={styles.nominationText}>
            <h3 className={styles.nomineeName}>{nomination.nominatedUser.displayName}</h3>
            <p className={styles.muted}>
              {t('page.nominationIn', {
                period: periodNames.get(nomination.nominationPeriodId) ?? '',
                date: dates.format(new Date(nomination.createdAt)),
              })}
            </p>
            <p className={styles.reason}>{nomination.reason}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
