import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ONE_ON_ONE_CADENCES_DAYS, REMINDER_DAYS_MAX, type OneOnOneSettings } from '@laurel/shared/contract';
import { FieldError } from '@laurel/shared/ui-kit';
import { growthErrorText } from '../../growth-kit/growth-error';
import { saveOneOnOneSettings } from '../api/growth-admin-api';
import styles from './GrowthAdmin.module.css';

export function OneOnOneSettingsForm({ stored }: { stored: OneOnOneSettings }) {
  const { t } = useTranslation('growth');
  const id = useId();
  const [cadenceDays, setCadenceDays] = useState(stored.cadenceDays);
  const [reminderDays, setReminderDays] = useState(String(stored.reminderDays));
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const days = Number(reminderDays);
    if (reminderDays.trim() === '' || !Number.isInteger(days) || days < 0 || days > REMINDER_DAYS_MAX) {
      return setError(t('growthAdmin.errors.reminder_days_invalid'));
    }
    try {
      await saveOneOnOneSettings({ cadenceDays, reminderDays: days });
      setError(null);
      setOutcome(t('growthAdmin.saved'));
    } catch (refusal) {
      setOutcome(`${t('growthAdmin.saveFailed')}: ${growthErrorText(t, 'growthAdmin', refusal)}`);
    }
  };

  return (
    <form className={styles.section} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.field}>
        <label htmlFor={`${id}-cadence`}>{t('growthAdmin.settings.cadence')}</label>
        <select
          id={`${id}-cadence`}
          value={cadenceDays}
          onChange={(event) => setCadenceDays(Number(event.target.value) as OneOnOneSettings['cadenceDays'])}
        >
          {ONE_ON_ONE_CADENCES_DAYS.map((days) => (
            <option key={days} value={days}>
              {t(`growthAdmin.settings.cadences.${days}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-reminder`}>{t('growthAdmin.settings.reminderDays')}</label>
        <input
          id={`${id}-reminder`}
          inputMode="numeric"
          value={reminderDays}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-reminder-error` : undefined}
          onChange={(event) => setReminderDays(event.target.value)}
        />
        <FieldError id={`${id}-reminder-error`} error={error} />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.primaryButton}>
          {t('growthAdmin.settings.save')}
        </button>
        <span role="status">{outcome}</span>
      </div>
    </form>
  );
}
