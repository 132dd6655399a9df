import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Recap.module.css';

interface PeriodFormProps {
  from: string;
  to: string;
  onChange: (period: { from: string; to: string }) => void;
}

/** The recap's period, as two days; on screen only. */
export function PeriodForm({ from, to, onChange }: PeriodFormProps) {
  const { t } = useTranslation('reports', { keyPrefix: 'recap' });
  const ids = { from: useId(), to: useId() };
  const [draft, setDraft] = useState({ from, to });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
  };
  return (
    <form className={`${styles.periodForm} ${styles.screenOnly}`} onSubmit={submit}>
      <fieldset>
        <legend>{t('periodForm.legend')}</legend>
        <label htmlFor={ids.from}>{t('periodForm.from')}</label>
        <input
          id={ids.from}
          type="date"
          value={draft.from}
          max={draft.to}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <label htmlFor={ids.to}>{t('periodForm.to')}</label>
        <input
          id={ids.to}
          type="date"
          value={draft.to}
          min={draft.from}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <button type="submit" className={styles.button}>
          {t('periodForm.show')}
        </button>
      </fieldset>
    </form>
  );
}
