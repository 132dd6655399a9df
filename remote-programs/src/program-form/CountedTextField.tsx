import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, TextCounter } from '@laurel/shared/ui-kit';
import styles from './ProgramForm.module.css';

interface CountedTextFieldProps {
  id: string;
  label: string;
  value: string;
  max: number;
  error?: ReactNode;
  hint?: string;
  input: UseFormRegisterReturn;
}

/** A one-line text field with its hint, its trimmed length against the limit, and its error. */
export function CountedTextField({ id, label, value, max, error, hint, input }: CountedTextFieldProps) {
  const describedBy = [hint && `${id}-hint`, `${id}-count`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} autoComplete="off" aria-invalid={Boolean(error)} aria-describedby={describedBy} {...input} />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <TextCounter id={`${id}-count`} count={value.trim().length} max={max} />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
