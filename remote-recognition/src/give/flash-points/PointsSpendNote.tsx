import { useTranslation } from 'react-i18next';
import type { PointsSpend } from '@laurel/shared/recognition';
import styles from './FlashPoints.module.css';

/** Where the points of this give come from, as the server will take them: flash points first. */
export function PointsSpendNote({ spend }: { spend: PointsSpend }) {
  const { t } = useTranslation('action_input');
  if (spend.flashPointsUsed + spend.givingBalanceUsed === 0) return null;
  return (
    <p className={styles.spend} aria-live="polite">
      {t('flashPoints.spend', { flash: spend.flashPointsUsed, giving: spend.givingBalanceUsed })}
    </p>
  );
}
