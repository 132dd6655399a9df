import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useClaimableIncentives } from '../api/get-claimable-incentives';
import { receiversOf, useRecentClaims } from '../api/get-recent-claims';
import { IncentiveCard } from './IncentiveCard';
import { LazyLoadProblem } from './lazy-parts';
import styles from './Incentives.module.css';

/** The incentives the reader may claim, with who claimed each this week. */
export function IncentiveList() {
  const { t } = useTranslation('rewards', { keyPrefix: 'incentives' });
  const { data: incentives, error, mutate } = useClaimableIncentives();
  const { data: recentClaims } = useRecentClaims();
  if (error && !incentives) {
    return (
      <Suspense fallback={null}>
        <LazyLoadProblem error={error} message={t('list.loadError')} onRetry={() => void mutate()} />
      </Suspense>
    );
  }
  if (!incentives) {
    return (
      <p role="status" className={styles.muted}>
        {t('list.loading')}
      </p>
    );
  }
  if (incentives.length === 0) return <p className={styles.empty}>{t('list.empty')}</p>;
  return (
    <ul className={styles.grid} aria-label={t('list.listLabel')}>
      {incentives.map((incentive) => (
        <IncentiveCard key={incentive.id} incentive={incentive} receivers={receiversOf(recentClaims, incentive.id)} />
      ))}
    </ul>
  );
}
