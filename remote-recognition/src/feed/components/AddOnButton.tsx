import { useTranslation } from 'react-i18next';
import { usePermission } from '@laurel/shared';
import type { BonusView } from '@laurel/shared/recognition';
import { openGiveRecognition } from '../open-give-recognition';
import styles from './RecognitionCard.module.css';

/** "+1": opens the give-recognition modal as an add-on to this recognition. */
export function AddOnButton({ bonus }: { bonus: BonusView }) {
  const { t } = useTranslation('recognition');
  const canGive = usePermission('can-give-recognition');
  if (!canGive) return null;
  return (
    <button type="button" className={styles.action} onClick={() => openGiveRecognition({ parentBonus: bonus })}>
      +1 {t('card.addOn')}
    </button>
  );
}
