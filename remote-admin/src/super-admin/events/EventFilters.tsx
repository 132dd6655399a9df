import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SuperAdminCompany } from '@laurel/shared/contract';
import { FieldError } from '@laurel/shared/ui-kit';
import styles from '../components/SuperAdmin.module.css';

export interface EventFilterValues {
  company_id: string;
  actor: string;
  action: string;
  from: string;
  to: string;
}

export const NO_FILTERS: EventFilterValues = { company_id: '', actor: '', action: '', from: '', to: '' };

interface EventFiltersProps {
  applied: EventFilterValues;
  companies: readonly SuperAdminCompany[];
  actions: readonly string[];
  onApply: (filters: EventFilterValues) => void;
}

/** The audit log's filters, applied together; a reversed day range is refused at its field and nothing typed is lost. */
export function EventFilters({ applied, companies, actions, onApply }: EventFiltersProps) {
  const { t } = useTranslation('monarch');
  const id = useId();
  const [values, setValues] = useState(applied);
  const [rangeError, setRangeError] = useState(false);
  const set = (field: keyof EventFilterValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reversed = values.from !== '' && values.to !== '' && values.to < values.from;
    setRangeError(reversed);
    if (reversed) {
      document.getElementById(`${id}-to`)?.focus();
      return;
    }
    onApply(values);
  };

  return (
    <form className={styles.filters} onSubmit={submit} aria-label={t('events.filters')} noValidate>
      <div className={styles.field}>
        <label htmlFor={`${id}-company`}>{t('events.company')}</label>
        <select id={`${id}-company`} className={styles.input} value={values.company_id} onChange={set('company_id')}>
          <option value="">{t('events.allCompanies')}</option>
          {companies.map((company) => (
            <option key={company.id} value={String(company.id)}>
              {company.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-actor`}>{t('events.actor')}</label>
        <input
          id={`${id}-actor`}
          className={styles.input}
          type="search"
          value={values.actor}
          onChange={set('actor')}
          maxLength={100}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-action`}>{t('events.action')}</label>
        <select id={`${id}-action`} className={styles.input} value={values.action} onChange={set('action')}>
          <option value="">{t('events.allActions')}</option>
          {actions.map((action) => (
            <option key={action} value={action}>
              {action}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-from`}>{t('events.from')}</label>
        <input id={`${id}-from`} className={styles.input} type="date" value={values.from} onChange={set('from')} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-to`}>{t('events.to')}</label>
        <input
          id={`${id}-to`}
          className={styles.input}
          type="date"
          value={values.to}
          onChange={set('to')}
          aria-invalid={rangeError}
          aria-describedby={rangeError ? `${id}-to-error` : undefined}
        />
        <FieldError id={`${id}-to-error`} error={rangeError ? t('events.rangeReversed') : undefined} />
      </div>
      <button type="submit" className={styles.primaryButton}>
        {t('events.apply')}
      </button>
    </form>
  );
}
