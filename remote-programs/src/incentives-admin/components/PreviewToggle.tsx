import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../program-form/ProgramForm.module.css';

/** The open/closed preview of a form section (programs §2). */
export function PreviewToggle({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation('admin_rewards', { keyPrefix: 'incentives' });
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <div>
      <button
        type="button"
        className={`${styles.button} ${styles.small}`}
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen(!open)}
      >
        {open ? t('form.hidePreview', { label }) : t('form.showPreview', { label })}
      </button>
      <div id={regionId} role="region" aria-label={label} hidden={!open}>
        {open && children}
      </div>
    </div>
  );
}
