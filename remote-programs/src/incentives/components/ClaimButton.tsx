import { useTranslation } from 'react-i18next';
import { emit } from '@laurel/shared';
import type { ClaimableIncentive } from '@laurel/shared/contract';
import styles from './Incentives.module.css';

/**
 * Opens the claim modal through the shell, as an announcement card does: one modal, one widget host that
 * gives the focus back here when it closes. An incentive that cannot be claimed still opens it, to say why.
 */
export function ClaimButton({ incentive, named = false }: { incentive: ClaimableIncentive; named?: boolean }) {
  const { t } = useTranslation('rewards', { keyPrefix: 'incentives' });
  return (
    <button
      type="button"
      className={styles.claimButton}
      aria-label={named ? t('list.claimNamed', { name: incentive.name }) : undefined}
      onClick={() => emit('open-claim-incentive', { incentiveId: incentive.id })}
    >
      {t('list.claim')}
    </button>
  );
}
