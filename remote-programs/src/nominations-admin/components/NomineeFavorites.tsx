import { useTranslation } from 'react-i18next';
import type { NominatedUserSummary } from '@laurel/shared/contract';
import { Avatar, Icon } from '@laurel/shared/ui-kit';
import styles from './NominationsAdmin.module.css';

const NOMINEE_AVATAR_PX = 40;

interface NomineeFavoritesProps {
  nominees: NominatedUserSummary[];
  favoritedUserIds: number[];
  nominationCountOf: (userId: number) => number;
  onToggle: (userId: number) => void;
}

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <Icon size="xs">
      <path
        d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z"
        fill={filled ? 'currentColor' : 'none'}
      />
    </Icon>
  );
}

/** Each nominee once with their reasons in a few words, and a star the admin toggles to mark a favourite. */
export function NomineeFavorites({ nominees, favoritedUserIds, nominationCountOf, onToggle }: NomineeFavoritesProps) {
  const { t } = useTranslation('nominations', { keyPrefix: 'admin' });
  if (nominees.length === 0) return <p className={styles.muted}>{t('detail.noNominees')}</p>;
  return (
    <ul className={styles.nominees} aria-label={t('detail.nominees')}>
      {nominees.map(({ userId, user, summary }) => {
        const favorite = favoritedUserIds.includes(userId);
        return (
          <li key={userId} className={styles.nominee}>
            <Avatar name={user.displayName} imageUrl={user.profilePic} sizePx={NOMINEE_AVATAR_PX} />
            <div className={styles.nomineeText}>
              <p className={styles.nomineeName}>{user.displayName}</p>
              <p className={styles.muted}>{t('detail.nominationCount', { count: nominationCountOf(userId) })}</p>
              {summary && <p>{summary}</p>}
            </div>
            <button
              type="button"
              className={styles.star}
              aria-pressed={favorite}
              aria-label={t('detail.favoriteLabel', { name: user.displayName })}
              onClick={() => onToggle(userId)}
            >
              <StarIcon filled={favorite} />
              {t('detail.favorite')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
