import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ClaimableIncentive, RecentIncentiveClaims } from '@laurel/shared/contract';
import { IncentiveIcon } from './IncentiveIcon';
import { IncentiveFacts } from './IncentiveFacts';
import { LazyRecentClaimers } from './lazy-parts';
import { ClaimButton } from './ClaimButton';
import styles from './Incentives.module.css';

interface IncentiveCardProps {
  incentive: ClaimableIncentive;
  receivers: RecentIncentiveClaims['receivers'];
}

/** One incentive in the list; out of stock it is shown faded (programs §4). */
export function IncentiveCard({ incentive, receivers }: IncentiveCardProps) {
  const { t } = useTranslation('rewards', { keyPrefix: 'incentives' });
  return (
    <li className={styles.card} data-faded={incentive.out_of_stock || undefined}>
      <div className={styles.cardHead}>
        <IncentiveIcon incentive={incentive} />
        <h2 className={styles.cardTitle}>
          <Link to={`/incentives/${incentive.id}`} className={styles.cardLink}>
            {incentive.name}
          </Link>
        </h2>
      </div>
      <p className={styles.muted}>
        {t(incentive.receivable_by_everyone === 'everyone' ? 'list.forEveryone' : 'list.forYou')}
      </p>
      <IncentiveFacts incentive={incentive} />
      {receivers.length > 0 && (
        <Suspense fallback={null}>
          <LazyRecentClaimers receivers={receivers} />
        </Suspense>
      )}
      <div className={styles.cardActions}>
        <ClaimButton incentive={incentive} named />
      </div>
    </li>
  );
}
