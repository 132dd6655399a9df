import { useTranslation } from 'react-i18next';
import type { GivableAward } from '@laurel/shared/contract';
import { AwardIcon } from './AwardIcon';
import styles from './GiveAward.module.css';

interface AwardPickerProps {
  awards: readonly GivableAward[];
  chosenId: number | null;
  onChoose: (award: GivableAward) => void;
}

/** The awards the giver may give, one to choose (the composer opened without one). */
export function AwardPicker({ awards, chosenId, onChoose }: AwardPickerProps) {
  const { t } = useTranslation('awards');
  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>{t('picker.label')}</legend>
      {awards.map((award) => (
        <label key={award.id} className={styles.choice}>
          <input
            type="radio"
            name="award"
            value={award.id}
            checked={award.id === chosenId}
            onChange={() => onChoose(award)}
          />
          <AwardIcon url={award.iconUrl} />
          <span className={styles.choiceName}>{award.name}</span>
          <span className={styles.choicePoints}>{t('picker.points', { count: award.amount })}</span>
        </label>
      ))}
    </fieldset>
  );
}
