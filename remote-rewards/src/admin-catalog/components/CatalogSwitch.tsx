import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './AdminCatalog.module.css';

interface CatalogSwitchProps {
  /** What is switched, such as the item's name or `$25`: the switch reads "Offer <subject>". */
  subject: string;
  on: boolean;
  busy: boolean;
  onChange: (on: boolean) => void;
}

/** A labelled on/off switch: Space or Enter flips it, like a button. */
export function CatalogSwitch({ subject, on, busy, onChange }: CatalogSwitchProps) {
  const { t } = useTranslation('rewards');
  const id = useId();
  return (
    <span className={styles.switchRow}>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={on}
        aria-busy={busy}
        aria-label={t('adminCatalog.offer', { subject })}
        className={styles.switch}
        onClick={() => {
          if (!busy) onChange(!on);
        }}
      >
        <span className={styles.knob} aria-hidden="true" />
      </button>
      <label htmlFor={id} className={styles.switchState}>
        {on ? t('adminCatalog.offered') : t('adminCatalog.notOffered')}
      </label>
    </span>
  );
}
