import { useId } from 'react';
import styles from './Equity.module.css';

export interface MeasureSelectProps<Value extends string> {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
}

/** A choice of how the report reads (a grouping, a measure); unlike a filter it has no "All". */
export function MeasureSelect<Value extends string>({ label, value, options, onChange }: MeasureSelectProps<Value>) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as Value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
