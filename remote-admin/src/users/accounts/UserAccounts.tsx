import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { apiErrorMessage, usePermissionSubject } from '@laurel/shared';
import type { AdminUserManager, AdminUserRow } from '@laurel/shared/contract';
import { Alert, PageLinks } from '@laurel/shared/ui-kit';
import { useAdminUsers } from '../api/admin-users';
import { UserFilters } from './UserFilters';
import { UsersTable } from './UsersTable';
import { EditUserDialog } from './EditUserDialog';
import { ConfirmStatusDialog } from './ConfirmStatusDialog';
import styles from './UserAccounts.module.css';

type Open = { kind: 'edit' | 'status'; person: AdminUserRow } | null;

/** The managers of the people listed, and those offered before, so the one filtered by stays a choice. */
function managersOf(people: readonly AdminUserRow[], before: readonly AdminUserManager[]): AdminUserManager[] {
  const listed = people.flatMap((person) => (person.manager ? [person.manager] : []));
  const byId = new Map([...before, ...listed].map((manager) => [manager.id, manager]));
  return [...byId.values()].sort((a, b) => a.display_name.localeCompare(b.display_name));
}

/** `/admin/users/accounts` (issue 17): the company's people, searched and filtered, each editable and deactivatable. */
export function UserAccounts() {
  const { t } = useTranslation('admin_dashboard', { keyPrefix: 'users' });
  const subject = usePermissionSubject();
  const [params, setParams] = useSearchParams();
  const { data, error, isLoading, retry, mutate } = useAdminUsers(params.toString());
  const [open, setOpen] = useState<Open>(null);
  // The dialogs open from a row's button, without a Radix trigger: focus goes back to that button by hand.
  const opener = useRef<HTMLElement | null>(null);
  const openFor = (kind: 'edit' | 'status', person: AdminUserRow) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen({ kind, person });
  };
  const close = () => {
    setOpen(null);
    requestAnimationFrame(() => opener.current?.focus());
  };
  const [outcome, setOutcome] = useState('');
  const [managers, setManagers] = useState<AdminUserManager[]>([]);
  const listedManagers = managersOf(data?.users ?? [], managers);

  const filter = (next: Record<string, string>) => {
    if (data) setManagers(listedManagers);
    const merged = new URLSearchParams(params);
    for (const [name, value] of Object.entries(next)) {
      if (value) merged.set(name, value);
      else merged.delete(name);
    }
    merged.delete('page');
    setParams(merged);
  };
  const finish = (message: string) => {
    close();
    setOutcome(message);
    void mutate();
  };

  return (
    <div className={styles.page}>
      <div>
        <h1>{t('accounts.title')}</h1>
        <p className={styles.muted}>{t('accounts.intro')}</p>
      </div>
      <UserFilters params={params} departments={data?.departments ?? []} managers={listedManagers} onChange={filter} />
      <p role="status" aria-live="polite">
        {outcome}
      </p>
      {/* Mounted through every read, so the count a change of filters brings is read out. */}
      <p className={styles.muted} aria-live="polite" data-testid="people-count">
        {data && !error && !isLoading ? t('accounts.count', { count: data.meta.totalCount }) : ''}
      </p>
      {error ? (
        <Alert status="error" title={t('accounts.loadFailed')}>
          <p>{apiErrorMessage(t, error)}</p>
          <button type="button" className={styles.button} onClick={retry}>
            {t('accounts.retry')}
          </button>
        </Alert>
      ) : isLoading || !data || !subject ? (
        <p aria-busy="true">{t('accounts.title')}…</p>
      ) : (
        <>
          {data.users.length === 0 ? (
            <p>{t('accounts.empty')}</p>
          ) : (
            <UsersTable
              people={data.users}
              actor={subject.user}
              onEdit={(person) => openFor('edit', person)}
              onToggleStatus={(person) => openFor('status', person)}
            />
          )}
          <PageLinks
            label={t('accounts.pages')}
            pageLabel={(page) => t('accounts.page', { page })}
            current={data.meta.pageNumber}
            pageCount={data.meta.totalPages}
            searchOf={(page) => {
              const next = new URLSearchParams(params);
              next.set('page', String(page));
              return `?${next.toString()}`;
            }}
          />
          {open?.kind === 'edit' && (
            <EditUserDialog
              person={open.person}
              actor={subject.user}
              departments={data.departments}
              onClose={close}
              onSaved={(person) => finish(t('accounts.saved', { name: person.display_name }))}
            />
          )}
          {open?.kind === 'status' && (
            <ConfirmStatusDialog
              person={open.person}
              onClose={close}
              onDone={(person) =>
                finish(
                  t(person.status === 'active' ? 'accounts.reactivated' : 'accounts.deactivated', {
                    name: person.display_name,
                  }),
                )
              }
            />
          )}
        </>
      )}
    </div>
  );
}
