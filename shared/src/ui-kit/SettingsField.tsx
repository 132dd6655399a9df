import type { ReactNode } from 'react';
import { FieldError } from './FieldError';
import styles from './SettingsField.module.css';

export interface SettingsFieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** The control, given the ids its aria-describedby should name. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** A settings page's labelled control (profile, company) with its hint and its error, which the control's aria-describedby names. */
export function SettingsField({ id, label, hint, error, children }: SettingsFieldProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children(describedBy)}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
