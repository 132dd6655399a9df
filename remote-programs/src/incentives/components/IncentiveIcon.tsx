import type { ClaimableIncentive } from '@laurel/shared/contract';
import styles from './Incentives.module.css';

/** The incentive's icon, or its first letter; decorative, as its name is always beside it. */
export function IncentiveIcon({ incentive, large = false }: { incentive: ClaimableIncentive; large?: boolean }) {
  const className = large ? `${styles.icon} ${styles.iconLarge}` : styles.icon;
  if (incentive.award_avatar) return <img className={className} src={incentive.award_avatar} alt="" />;
  return (
    <span className={`${className} ${styles.iconLetter}`} aria-hidden="true">
      {incentive.name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
