import { useTranslation } from 'react-i18next';
import type { FlashPointsProgram } from '@laurel/shared/recognition';
import { programColors } from './FlashPointsBanner';
import styles from './FlashPoints.module.css';

/** The flash points left, beside the giving balance, in the program's colours. */
export function FlashPointsChip({ program, balance }: { program: FlashPointsProgram; balance: number }) {
  const { t } = useTranslation('action_input');
  return (
    <span className={styles.chip} style={programColors(program)}>
      <span aria-hidden="true">⚡</span>
      {t('flashPoints.chip', { count: balance })}
    </span>
  );
}
