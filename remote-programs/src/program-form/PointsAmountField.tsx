import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '@laurel/shared/ui-kit';
import styles from './ProgramForm.module.css';

interface PointsAmountFieldProps {
  id: string;
  label: string;
  min: number;
  error?: ReactNode;
  input: UseFormRegisterReturn;
}

/** A whole number of points, with its error. */
export function PointsAmountField({ id, label, min, error, input }: PointsAmountFieldProps) {
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
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
