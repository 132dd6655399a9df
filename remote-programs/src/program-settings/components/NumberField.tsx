import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '@laurel/shared/ui-kit';
import styles from './ProgramSettings.module.css';

interface NumberFieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  min: number;
  input: UseFormRegisterReturn;
}

/** A whole-number field with its hint and error, which its aria-describedby names. */
export function NumberField({ id, label, hint, error, min, input }: NumberFieldProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        step={1}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
