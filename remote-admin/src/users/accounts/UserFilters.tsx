import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_STATUSES, EDITABLE_ROLE_FLAGS, type AdminUserManager } from '@laurel/shared/contract';
import styles from './UserAccounts.module.css';

interface UserFiltersProps {
  params: URLSearchParams;
  departments: readonly string[];
  /** The managers to filter by: those of the people listed, and the one the list is filtered by. */
  managers: readonly AdminUserManager[];
  onChange: (next: Record<string, string>) => void;
}

/** Search text (sent with Enter or the button) and the filters, which apply at once; all kept in the address. */
export function UserFilters({ params, departments, managers, onChange }: UserFiltersProps) {
  const { t } = useTranslation('admin_dashboard', { keyPrefix: 'users' });
  const ids = { q: useId(), department: useId(), role: useId(), status: useId(), manager: useId() };
  const [text, setText] = useState(params.get('q') ?? '');
  const value = (name: string) => params.get(name) ?? '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: text.trim() });
  };

  return (
    <form role="search" aria-label={t('accounts.filters')} onSubmit={submit}>
      <fieldset className={styles.filters}>
        <div className={styles.field}>
          <label htmlFor={ids.q}>{t('accounts.search')}</label>
          <input id={ids.q} type="search" value={text} onChange={(event) => setText(event.target.value)} />
        </div>
        <button type="submit" className={styles.button}>
          {t('accounts.apply')}
        </button>
        <div className={styles.field}>
          <label htmlFor={ids.department}>{t('accounts.department')}</label>
          <select
            id={ids.department}
            value={value('department')}
            onChange={(event) => onChange({ department: event.target.value })}
          >
            <option value="">{t('accounts.all')}</option>
            {departments.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.role}>{t('accounts.role')}</label>
          <select id={ids.role} value={value('role')} onChange={(event) => onChange({ role: event.target.value })}>
            <option value="">{t('accounts.all')}</option>
            {EDITABLE_ROLE_FLAGS.map((flag) => (
              <option key={flag} value={flag}>
                {t(`roles.${flag}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.status}>{t('accounts.status')}</label>
          <select
            id={ids.status}
            value={value('status')}
            onChange={(event) => onChange({ status: event.target.value })}
          >
            <option value="">{t('accounts.all')}</option>
            {ACCOUNT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`accounts.statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.manager}>{t('accounts.manager')}</label>
          <select
            id={ids.manager}
            value={value('manager_id')}
            onChange={(event) => onChange({ manager_id: event.target.value })}
          >
            <option value="">{t('accounts.anyManager')}</option>
            {managers.map((manager) => (
              <option key={manager.id} value={manager.id}>
                {manager.display_name}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => {
            setText('');
            onChange({ q: '', department: '', role: '', status: '', manager_id: '' });
          }}
        >
          {t('accounts.clear')}
        </button>
      </fieldset>
    </form>
  );
}
