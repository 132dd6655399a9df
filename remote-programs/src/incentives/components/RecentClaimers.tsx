import { useTranslation } from 'react-i18next';
import type { RecentIncentiveClaims } from '@laurel/shared/contract';
import { AvatarStack } from '@laurel/shared/ui-kit';
import styles from './Incentives.module.css';

type Receivers = RecentIncentiveClaims['receivers'];

/** Who claimed it this week: their avatars and names, or nothing when nobody did. */
export function RecentClaimers({ receivers, showNone = false }: { receivers: Receivers; showNone?: boolean }) {
  const { t } = useTranslation('rewards', { keyPrefix: 'incentives' });
  if (receivers.length === 0) {
    return showNone ? <p className={styles.muted}>{t('list.recentClaims.none')}</p> : null;
  }
  const names = receivers.map((receiver) => receiver.display_name);
  return (
    <div className={styles.recent}>
      <AvatarStack
        label={t('list.recentClaims.label')}
        people={receivers.map((receiver) => ({
          id: receiver.id,
          name: receiver.display_name,
          imageUrl: receiver.profile_pic_url,
        }))}
      />
      <span className={styles.muted}>
        {t('list.recentClaims.names', { count: names.length, first: names[0], others: names.length - 1 })}
      </span>
    </div>
  );
}
