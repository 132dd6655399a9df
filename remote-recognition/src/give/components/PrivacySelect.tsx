import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BONUS_PRIVACIES, type BonusPrivacy } from '@laurel/shared/recognition';
import styles from './GiveRecognition.module.css';

interface PrivacySelectProps {
  value: BonusPrivacy;
  onOpen: () => void;
  onChange: (privacy: BonusPrivacy) => void;
}

/** Who will see the recognition; opening it counts as starting a draft (spec §4). */
export function PrivacySelect({ value, onOpen, onChange }: PrivacySelectProps) {
  const { t } = useTranslation('action_input');
  const id = useId();
  return (
    <span className={styles.privacy}>
      <label htmlFor={id}>{t('privacy.label')}</label>
      <select id={id} value={value} onFocus={onOpen} onChange={(event) => onChange(event.target.value as BonusPrivacy)}>
        {BONUS_PRIVACIES.map((privacy) => (
          <option key={privacy} value={privacy}>
            {t(`privacy.${privacy}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
