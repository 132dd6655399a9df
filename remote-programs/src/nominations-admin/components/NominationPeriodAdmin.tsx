import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, HttpError, showToast } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import { useNominationPeriod } from '../api/get-nomination-period';
import { isNominationPeriodListKey } from '../api/keys';
import { deleteNominationPeriod } from '../api/save-nomination-period';
import { NOMINATIONS_ADMIN_PATH } from '../nomination-admin-paths';
import { parsePeriodId } from '../../shared-nomination/period-id';
import { DeletePeriodDialog } from './DeletePeriodDialog';
import { PeriodNotFound } from './PeriodNotFound';
import { PeriodOverview } from './PeriodOverview';
import styles from '../../program-form/ProgramForm.module.css';

/** `/admin/programs/nominations/:id`: the period, its nominations and what to do with it. */
export function NominationPeriodAdmin() {
  const { t } = useTranslation('nominations', { keyPrefix: 'admin' });
  const id = parsePeriodId(useParams().id);
  const { data, error, mutate } = useNominationPeriod(id);
  const { mutate: mutateGlobal } = useSWRConfig();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);

  if (id === null || (error instanceof HttpError && error.isNotFound())) return <PeriodNotFound />;

  const remove = async () => {
    setDeleting(false);
    try {
      await deleteNominationPeriod(id);
      showToast(t('delete.done', { name: data?.name ?? '' }), 'success');
      await mutateGlobal(isNominationPeriodListKey);
      void navigate(NOMINATIONS_ADMIN_PATH);
    } catch (failure) {
      showToast(t('actionFailed.delete', { reason: apiErrorMessage(t, failure) }), 'error');
    }
  };

  return (
    <div className={styles.page}>
      {error && !data ? (
        <>
          <h1>{t('detail.errorTitle')}</h1>
          <Alert status="error" title={t('detail.loadFailed')}>
            <p>{apiErrorMessage(t, error)}</p>
            <button type="button" className={styles.button} onClick={() => void mutate()}>
              {t('list.retry')}
            </button>
          </Alert>
        </>
      ) : !data ? (
        <p role="status" aria-busy="true" className={styles.empty}>
          {t('detail.loading')}
        </p>
      ) : (
        <PeriodOverview period={data} mutate={mutate} onDelete={() => setDeleting(true)} />
      )}
      <DeletePeriodDialog
        period={deleting && data ? data : null}
        onClose={() => setDeleting(false)}
        onConfirm={() => void remove()}
      />
    </div>
  );
}
