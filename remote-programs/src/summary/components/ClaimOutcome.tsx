import { useTranslation } from 'react-i18next';
import type { IncentiveClaim } from '@laurel/shared/contract';
import styles from './Summary.module.css';

/** Programs §4: the status in words, the raw state where there are none. */
export function ClaimState({ claim }: { claim: IncentiveClaim }) {
  const { t } = useTranslation('rewards', { keyPrefix: 'programs' });
  const text = t(`summary.state.${claim.state}`, {
    step: (claim.current_step ?? 0) + 1,
    steps: claim.steps_count,
    defaultValue: claim.state,
  });
  return <span className={`${styles.state} ${styles[claim.state] ?? ''}`}>{text}</span>;
}

/** Who decided each step, with their note. */
export function ClaimDecisions({ claim }: { claim: IncentiveClaim }) {
  const { t } = useTranslation('rewards', { keyPrefix: 'programs' });
  if (claim.auto_approved) return <>{t('summary.autoApproved')}</>;
  if (claim.decisions.length === 0) return <>{t('summary.notDecided')}</>;
  return (
    <ul className={styles.decisions}>
      {claim.decisions.map((decision) => (
        <li key={`${decision.step}-${decision.approver_id}`}>
          {t(`summary.decision.${decision.decision}`, {
            step: decision.step + 1,
            name: decision.approver_name || `#${decision.approver_id}`,
          })}
          {decision.note && <q className={styles.note}>{decision.note}</q>}
        </li>
      ))}
    </ul>
  );
}
