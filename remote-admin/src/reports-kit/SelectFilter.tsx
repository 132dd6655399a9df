import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ReportPage.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFilterProps {
  label: string;
  /** '' is everyone: the "All" option. */
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}

/** A report filter choosing one of `options`, or all of them. */
export function SelectFilter({ label, value, options, onChange }: SelectFilterProps) {
  const { t } = useTranslation('reports', { keyPrefix: 'kit' });
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('all')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
