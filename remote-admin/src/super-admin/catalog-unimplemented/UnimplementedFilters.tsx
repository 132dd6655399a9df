import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UNIMPLEMENTED_STATUSES } from '@laurel/shared/contract';
import styles from '../components/SuperAdmin.module.css';

export interface UnimplementedFilterValues {
  method: string;
  provider: string;
  status: string;
}

export const NO_FILTERS: UnimplementedFilterValues = { method: '', provider: '', status: '' };

interface UnimplementedFiltersProps {
  applied: UnimplementedFilterValues;
  methods: readonly string[];
  providers: readonly string[];
  apply: (filters: UnimplementedFilterValues) => void;
}

/** Delivery method, provider and status; applied on submit, so the address keeps them. */
export function UnimplementedFilters({ applied, methods, providers, apply }: UnimplementedFiltersProps) {
  const { t } = useTranslation('monarch', { keyPrefix: 'catalogUnimplemented' });
  const id = useId();
  const [values, setValues] = useState(applied);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(values);
  };
  const select = (
    field: keyof UnimplementedFilterValues,
    options: readonly string[],
    labelOf: (o: string) => string,
  ) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${field}`}>{t(`filters.${field}`)}</label>
      <select
        id={`${id}-${field}`}
        className={styles.input}
        value={values[field]}
        onChange={(event) => setValues({ ...values, [field]: event.target.value })}
      >
        <option value="">{t('filters.any')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form className={styles.filters} onSubmit={submit} aria-label={t('filters.label')}>
      {select('method', methods, (method) => t(`methods.${method}`, { defaultValue: method }))}
      {select('provider', providers, (provider) => provider)}
      {select('status', UNIMPLEMENTED_STATUSES, (status) => t(`statuses.${status}`))}
      <button type="submit" className={styles.primaryButton}>
        {t('filters.apply')}
      </button>
      <button
        type="button"
        className={styles.button}
        onClick={() => {
          setValues(NO_FILTERS);
          apply(NO_FILTERS);
        }}
      >
        {t('filters.clear')}
      </button>
    </form>
  );
}
