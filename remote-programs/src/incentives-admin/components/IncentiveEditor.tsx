import { useNavigate, useParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import { showToast } from '@laurel/shared';
import type { IncentiveForm as IncentiveFormFields } from '@laurel/shared/contract';
import { useAdminIncentive } from '../api/get-admin-incentive';
import { isAdminIncentivesKey } from '../api/keys';
import { patchIncentive, postIncentive } from '../api/save-incentive';
import { NEW_INCENTIVE, valuesOfIncentive } from '../form/incentive-form-values';
import { INCENTIVES_ADMIN_PATH } from '../incentive-admin-paths';
import { IncentiveForm } from './IncentiveForm';
import { StoredFormPage } from '../../program-form/StoredFormPage';
import styles from '../../program-form/ProgramForm.module.css';

function useSaved() {
  const { t } = useTranslation('admin_rewards', { keyPrefix: 'incentives' });
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return async (name: string, created: boolean) => {
    await mutate(isAdminIncentivesKey);
    showToast(t(created ? 'form.created' : 'form.updated', { name }), 'success');
    void navigate(INCENTIVES_ADMIN_PATH);
  };
}

/** `/admin/programs/incentives/new`. */
export function NewIncentive() {
  const { t } = useTranslation('admin_rewards', { keyPrefix: 'incentives' });
  const saved = useSaved();
  const save = async (fields: IncentiveFormFields, icon: File | null) => {
    const incentive = await postIncentive(fields, icon);
    await saved(incentive.name, true);
  };
  return (
    <div className={styles.page}>
      <h1>{t('form.newTitle')}</h1>
      <IncentiveForm
        initialValues={NEW_INCENTIVE}
        initialIconUrl={null}
        knownApprovers={[]}
        submitLabel={t('form.create')}
        onSave={save}
      />
    </div>
  );
}

/** `/admin/programs/incentives/:id/edit`: the stored incentive in the same form. */
export function EditIncentive() {
  const { t } = useTranslation('admin_rewards', { keyPrefix: 'incentives' });
  const { id = '' } = useParams();
  const { data, error, mutate } = useAdminIncentive(id);
  const saved = useSaved();
  const save = async (fields: IncentiveFormFields, icon: File | null) => {
    const incentive = await patchIncentive(Number(id), fields, icon);
    await saved(incentive.name, false);
  };
  return (
    <StoredFormPage ns="admin_rewards" keyPrefix="incentives" data={data} error={error} onRetry={() => void mutate()}>
      {(incentive) => (
        <IncentiveForm
          key={incentive.id}
          initialValues={valuesOfIncentive(incentive)}
          initialIconUrl={incentive.iconUrl}
          knownApprovers={incentive.approvalLevels.flat()}
          submitLabel={t('form.update')}
          onSave={save}
        />
      )}
    </StoredFormPage>
  );
}
