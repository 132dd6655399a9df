import { useNavigate, useParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import { HttpError, showToast } from '@laurel/shared';
import type { NominationPeriodDetail, NominationPeriodForm as PeriodForm } from '@laurel/shared/contract';
import { useNominationPeriod } from '../api/get-nomination-period';
import { isAdminNominationPeriodsKey } from '../api/keys';
import { patchNominationPeriod, postNominationPeriod } from '../api/save-nomination-period';
import { newPeriodValues, valuesOfPeriod } from '../form/period-form-values';
import { nominationPeriodAdminPath, NOMINATIONS_ADMIN_PATH } from '../nomination-admin-paths';
import { parsePeriodId } from '../../shared-nomination/period-id';
import { NominationPeriodForm } from './NominationPeriodForm';
import { PeriodNotFound } from './PeriodNotFound';
import { StoredFormPage } from '../../program-form/StoredFormPage';
import styles from '../../program-form/ProgramForm.module.css';

function useSaved() {
  const { t } = useTranslation('nominations', { keyPrefix: 'admin' });
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return async (period: NominationPeriodDetail, created: boolean) => {
    await mutate(isAdminNominationPeriodsKey);
    showToast(t(created ? 'form.created' : 'form.updated', { name: period.name }), 'success');
    void navigate(nominationPeriodAdminPath(period.id));
  };
}

/** `/admin/programs/nominations/new`. */
export function NewNominationPeriod() {
  const { t } = useTranslation('nominations', { keyPrefix: 'admin' });
  const saved = useSaved();
  const save = async (form: PeriodForm) => saved(await postNominationPeriod(form), true);
  return (
    <div className={styles.page}>
      <h1>{t('form.newTitle')}</h1>
      <p className={styles.intro}>{t('form.newIntro')}</p>
      <NominationPeriodForm
        initialValues={newPeriodValues()}
        submitLabel={t('form.create')}
        cancelTo={NOMINATIONS_ADMIN_PATH}
        onSave={save}
      />
    </div>
  );
}

/** `/admin/programs/nominations/:id/edit`: the stored period in the same form. */
export function EditNominationPeriod() {
  const { t } = useTranslation('nominations', { keyPrefix: 'admin' });
  const id = parsePeriodId(useParams().id);
  const { data, error, mutate } = useNominationPeriod(id);
  const saved = useSaved();
  if (id === null || (error instanceof HttpError && error.isNotFound())) return <PeriodNotFound />;
  const save = async (form: PeriodForm) => saved(await patchNominationPeriod(id, form), false);
  return (
    <StoredFormPage
      ns="nominations"
      keyPrefix="admin"
      data={data}
      error={error}
      onRetry={() => void mutate()}
      loadFailedKey="detail.loadFailed"
      loadingKey="detail.loading"
    >
      {(period) => (
        <NominationPeriodForm
          key={period.id}
          initialValues={valuesOfPeriod(period)}
          stored={{ startDate: period.startDate, endDate: period.endDate }}
          submitLabel={t('form.update')}
          cancelTo={nominationPeriodAdminPath(period.id)}
          onSave={save}
        />
      )}
    </StoredFormPage>
  );
}
