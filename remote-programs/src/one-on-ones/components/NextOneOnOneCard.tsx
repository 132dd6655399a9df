import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canUseAchieve, usePermissionSubject } from '@laurel/shared';
import '../../growth-kit/growth-copy';
import { HubCard } from '../../growth/components/HubCard';
import { usePairs } from '../api/use-one-on-ones';
import { formatDay } from '../../growth-kit/format-day';
import styles from './OneOnOnes.module.css';

/** The Growth hub's card: each pair's next meeting, or nothing for someone with nobody to meet. */
export function NextOneOnOneCard() {
  const { t, i18n } = useTranslation('growth');
  const subject = usePermissionSubject();
  const permitted = subject !== null && canUseAchieve(subject);
  const { data, error } = usePairs(permitted);
  if (!permitted || data?.pairs.length === 0) return null;
  return (
    <HubCard id="growth-one-on-one-title" title={t('oneOnOnes.card.title')} error={error} loading={!data}>
      <ul className={styles.items}>
        {data?.pairs.map((pair) => (
          <li key={pair.partner.id}>
            {pair.current ? (
              <Link className={styles.link} to={`/one-on-ones/${pair.current.id}`}>
                {t('oneOnOnes.card.next', {
                  name: pair.partner.displayName,
                  date: formatDay(pair.current.scheduledFor, i18n.language),
                })}
              </Link>
            ) : (
              t('oneOnOnes.card.none', { name: pair.partner.displayName })
            )}
          </li>
        ))}
      </ul>
      <Link className={styles.link} to="/one-on-ones">
        {t('oneOnOnes.card.all')}
      </Link>
    </HubCard>
  );
}
