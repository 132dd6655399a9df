import { useTranslation } from 'react-i18next';
import type { PublicNominee } from '@laurel/shared/contract';
import { Avatar } from '@laurel/shared/ui-kit';
import styles from '../SharedNomination.module.css';

const NOMINEE_AVATAR_PX = 48;

/** The period's nominees: picture, name, how many nominations and the summary of their reasons. */
export function NomineeList({ nominees }: { nominees: PublicNominee[] }) {
  const { t } = useTranslation('rewards', { keyPrefix: 'programs' });
  if (nominees.length === 0) return <p className={styles.muted}>{t('sharedNomination.noNominees')}</p>;
  return (
    <ul className={styles.nominees} aria-labelledby="shared-nomination-nominees">
      {nominees.map((nominee, index) => (
        <li key={`${nominee.displayName}-${index}`} className={styles.nominee}>
          <Avatar name={nominee.displayName} imageUrl={nominee.profilePic} sizePx={NOMINEE_AVATAR_PX} />
          <div className={styles.nomineeText}>
            <p className={styles.nomineeName}>{nominee.displayName}</p>
            <p className={styles.nomineeCount}>
              {t('sharedNomination.nominationCount', { count: nominee.nominationCount })}
            </p>
            {nominee.summary && <p className={styles.summary}>{nominee.summary}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
