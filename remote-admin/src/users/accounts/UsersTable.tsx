import { useTranslation } from 'react-i18next';
import {
  EDITABLE_ROLE_FLAGS,
  userChangeRefusal,
  type AdminUserRow,
  type UserChangeActor,
} from '@laurel/shared/contract';
import styles from './UserAccounts.module.css';

interface UsersTableProps {
  people: readonly AdminUserRow[];
  actor: UserChangeActor;
  onEdit: (person: AdminUserRow) => void;
  onToggleStatus: (person: AdminUserRow) => void;
}

export function UsersTable({ people, actor, onEdit, onToggleStatus }: UsersTableProps) {
  const { t } = useTranslation('admin_dashboard', { keyPrefix: 'users' });
  return (
    <table className={styles.table}>
      <caption>{t('accounts.table')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('accounts.columns.name')}</th>
          <th scope="col">{t('accounts.columns.department')}</th>
          <th scope="col">{t('accounts.columns.manager')}</th>
          <th scope="col">{t('accounts.columns.roles')}</th>
          <th scope="col">{t('accounts.columns.status')}</th>
          <th scope="col">{t('accounts.columns.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {people.map((person) => {
          const roles = EDITABLE_ROLE_FLAGS.filter((flag) => person.roles[flag]).map((flag) => t(`roles.${flag}`));
          const statusRefusal = userChangeRefusal(actor, person, 'status');
          const name = person.display_name;
          return (
            <tr key={person.id} className={person.status === 'deactivated' ? styles.deactivated : undefined}>
              <th scope="row">
                {name}
                <span className={styles.email}>{person.email}</span>
              </th>
              <td>{person.department}</td>
              <td>{person.manager?.display_name ?? t('accounts.noManager')}</td>
              <td>{roles.length > 0 ? roles.join(', ') : t('accounts.noRoles')}</td>
              <td className={styles.status}>{t(`accounts.statuses.${person.status}`)}</td>
              <td>
                <div className={styles.rowActions}>
                  <button
                    type="button"
                    className={styles.button}
                    aria-label={t('accounts.editName', { name })}
                    onClick={() => onEdit(person)}
                  >
                    {t('accounts.edit')}
                  </button>
                  {person.status !== 'invited' && (
                    <button
                      type="button"
                      className={person.status === 'active' ? styles.dangerButton : styles.button}
                      aria-label={t(
                        person.status === 'active' ? 'accounts.deactivateName' : 'accounts.reactivateName',
                        {
                          name,
                        },
                      )}
                      disabled={statusRefusal !== null}
                      title={statusRefusal ? t(`refusals.${statusRefusal}`) : undefined}
                      onClick={() => onToggleStatus(person)}
                    >
                      {t(person.status === 'active' ? 'accounts.deactivate' : 'accounts.reactivate')}
                    </button>
                  )}
                </div>
                {statusRefusal && <p className={styles.reason}>{t(`refusals.${statusRefusal}`)}</p>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
