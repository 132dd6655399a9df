import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '@laurel/shared/ui-kit';
import formStyles from './ProgramForm.module.css';

export interface WholeNumberFieldProps {
  id: string;
  label: string;
  min: number;
  hint?: string;
  error?: ReactNode;
  input: UseFormRegisterReturn;
  /** The page's CSS module, for its `field` and `hint` classes; the program form's by default. */
  classes?: Readonly<Record<string, string>>;
}

/** A whole number (points, days, people) with its hint and error, which its aria-describedby names. */
export function WholeNumberField({ id, label, min, hint, error, input, classes = formStyles }: WholeNumberFieldProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={classes.field}>
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
        <p id={`${id}-hint`} className={classes.hint}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
