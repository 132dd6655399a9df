import { useTranslation } from 'react-i18next';
import { CHECK_IN_MOODS } from '@laurel/shared/contract';
import { FieldError } from '@laurel/shared/ui-kit';
import styles from './CheckIns.module.css';

interface MoodFieldProps {
  id: string;
  mood: number | null;
  error?: string;
  onChange: (mood: number) => void;
}

/** The 1–5 mood of a check-in, as radio buttons: arrow keys move between them. */
export function MoodField({ id, mood, error, onChange }: MoodFieldProps) {
  const { t } = useTranslation('growth');
  return (
    <fieldset
      className={styles.field}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className={styles.label}>{t('checkIns.form.mood')}</legend>
      <div className={styles.moods}>
        {CHECK_IN_MOODS.map((value) => (
          <label key={value} className={styles.mood}>
            <input
              type="radio"
              id={value === CHECK_IN_MOODS[0] ? `${id}-first` : undefined}
              name={id}
              value={value}
              checked={mood === value}
              onChange={() => onChange(value)}
            />
            {t(`checkIns.mood.${value}`)}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
