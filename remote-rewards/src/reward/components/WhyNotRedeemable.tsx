import { useTranslation } from 'react-i18next';
import type { RedeemBlocker } from '../reward-options';
import styles from './Reward.module.css';

const explanationKey = (blocker: RedeemBlocker) => {
  switch (blocker.kind) {
    case 'item_state':
      return `reward.why.item_${blocker.state}`;
    case 'inactive_reason':
      return `reward.why.${blocker.reason}`;
    default:
      return `reward.why.${blocker.kind}`;
  }
};

/**
 * "Why can't I redeem this?": every reason, in words, next to the button that cannot be pressed; `id` names
 * the list of reasons, which describes that button.
 */
export function WhyNotRedeemable({ id, blockers }: { id: string; blockers: readonly RedeemBlocker[] }) {
  const { t } = useTranslation('rewards');
  if (blockers.length === 0) return null;
  return (
    <section className={styles.why} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.whyTitle}>
        {t('reward.why.title')}
      </h2>
      <ul id={id} className={styles.whyList}>
        {blockers.map((blocker) => (
          <li key={explanationKey(blocker)}>
            {t(explanationKey(blocker), blocker.kind === 'insufficient_earning_balance' ? blocker : {})}
          </li>
        ))}
      </ul>
    </section>
  );
}
