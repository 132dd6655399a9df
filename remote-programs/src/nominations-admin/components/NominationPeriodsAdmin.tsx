import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, showToast } from '@laurel/shared';
import { PageLinks } from '@laurel/shared/ui-kit';
import {
  NOMINATION_PERIOD_STATUSES,
  nominationPeriodStatus,
  pageNumberOf,
  type NominationPeriodListItem,
  type NominationPeriodStatus,
} from '@laurel/shared/contract';
import { useNominationPeriods } from '../api/get-nomination-periods';
import { isNominationPeriodListKey } from '../api/keys';
import { deleteNominationPeriod } from '../api/save-nomination-period';
import { NEW_NOMINATION_PERIOD_PATH } from '../nomination-admin-paths';
import { DeletePeriodDialog } from './DeletePeriodDialog';
import { PeriodRows } from './PeriodRows';
import { LoadedList } from '../../program-form/LoadedList';
import styles from '../../program-form/ProgramForm.module.css';
import ownStyles from './NominationsAdmin.module.css';

type StatusFilter = NominationPeriodStatus | 'all';

const statusFilterOf = (value: string | null): StatusFilter =>
  NOMINATION_PERIOD_STATUSES.find((status) => status === value) ?? 'all';

/** `/admin/programs/nominations`: the company's nomination periods by status, and what to do with them. */
export function NominationPeriodsAdmin() {
  const { t } = useTranslation('nominations', { keyPrefix: 'admin' });
  const [search, setSearch] = useSearchParams();
  const filter = statusFilterOf(search.get('status'));
  const page = pageNumberOf(search.get('page') ?? '1');
  const read = useNominationPeriods(page);
  const { data } = read;
  const { mutate: mutateGlobal } = useSWRConfig();
  const [deleting, setDeleting] = useState<NominationPeriodListItem | null>(null);
  const [pendingId, setPendingId] = useState<number | null>(null);
  const filterId = useId();
  // The status is the contract's rule on the dates and this visit's clock, as the server computes it.
  const [now] = useState(Date.now);
  const listed = (data?.records ?? [])
    .map((period) => ({ period, status: nominationPeriodStatus(period, now) }))
    .filter(({ status }) => filter === 'all' || status === filter);

  const remove = async (period: NominationPeriodListItem) => {
    setDeleting(null);
    setPendingId(period.id);
    try {
      await deleteNominationPeriod(period.id);
      showToast(t('delete.done', { name: period.name }), 'success');
      await mutateGlobal(isNominationPeriodListKey);
    } catch (failure) {
      showToast(t('actionFailed.delete', { reason: apiErrorMessage(t, failure) }), 'error');
    } finally {
      setPendingId(null);
    }
  };

  const searchOf = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    return next;
  };

  return (
    <div className={styles.page}>
      <h1>{t('list.title')}</h1>
      <p className={styles.intro}>{t('list.intro')}</p>
      <div className={styles.toolbar}>
        <Link className={styles.primary} to={NEW_NOMINATION_PERIOD_PATH}>
          {t('list.create')}
        </Link>
        <div className={ownStyles.filter}>
          <label htmlFor={filterId}>{t('list.filter')}</label>
          <select
            id={filterId}
            value={filter}
            onChange={(event) =>
              setSearch(searchOf({ status: event.target.value === 'all' ? null : event.target.value }))
            }
          >
            {(['all', ...NOMINATION_PERIOD_STATUSES] as const).map((value) => (
              <option key={value} value={value}>
                {t(`list.filters.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <LoadedList
        ns="nominations"
        keyPrefix="admin"
        read={read}
        isEmpty={() => listed.length === 0}
        empty={t(data?.records.length === 0 ? 'list.empty' : `list.emptyOf.${filter}`)}
      >
        {() => <PeriodRows periods={listed} pendingId={pendingId} onDelete={setDeleting} />}
      </LoadedList>
      {data && (
        <PageLinks
          label={t('list.pagesLabel')}
          pageLabel={(number) => t('list.pageLabel', { number })}
          current={page}
          pageCount={data.metadata.pageCount}
          searchOf={(number) => `?${searchOf({ page: String(number) }).toString()}`}
        />
      )}
      <DeletePeriodDialog
        period={deleting}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      />
    </div>
  );
}
