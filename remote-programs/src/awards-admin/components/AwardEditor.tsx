import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import { showToast } from '@laurel/shared';
import type { AwardForm as AwardFormFields, AwardType } from '@laurel/shared/contract';
import { useAdminAward } from '../api/get-admin-award';
import { isAdminAwardsKey } from '../api/keys';
import { patchAward, postAward } from '../api/save-award';
import { NEW_AWARD, valuesOfAward } from '../form/award-form-values';
import { AWARDS_ADMIN_PATH } from '../award-admin-paths';
import { AwardForm } from './AwardForm';
import { AwardTypeChoice } from './AwardTypeChoice';
import { StoredFormPage } from '../../program-form/StoredFormPage';
import styles from '../../program-form/ProgramForm.module.css';

function useSaved() {
  const { t } = useTranslation('awards', { keyPrefix: 'admin' });
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return async (name: string, created: boolean) => {
    await mutate(isAdminAwardsKey);
    showToast(t(created ? 'form.created' : 'form.updated', { name }), 'success');
    void navigate(AWARDS_ADMIN_PATH);
  };
}

/** `/admin/programs/awards/new`. */
export function NewAward() {
  const { t } = useTranslation('awards', { keyPrefix: 'admin' });
  const saved = useSaved();
  const [type, setType] = useState<AwardType>('manual');
  const save = async (fields: AwardFormFields, icon: File | null) => {
    const award = await postAward(fields, icon);
    await saved(award.name, true);
  };
  return (
    <div className={styles.page}>
      <h1>{t('form.newTitle')}</h1>
      <AwardTypeChoice type={type} onType={setType} />
      {type === 'manual' && (
        <AwardForm
          initialValues={NEW_AWARD}
          initialIconUrl={null}
          knownGivers={[]}
          knownApprovers={[]}
          submitLabel={t('form.create')}
          onSave={save}
        />
      )}
    </div>
  );
}

/** `/admin/programs/awards/:id/edit`: the stored manual award in the same form. */
export function EditAward() {
  const { t } = useTranslation('awards', { keyPrefix: 'admin' });
  const { id = '' } = useParams();
  const { data, error, mutate } = useAdminAward(id);
  const saved = useSaved();
  const save = async (fields: AwardFormFields, icon: File | null) => {
    const award = await patchAward(Number(id), fields, icon);
    await saved(award.name, false);
  };
  return (
    <StoredFormPage ns="awards" keyPrefix="admin" data={data} error={error} onRetry={() => void mutate()}>
      {(award) => (
        <AwardForm
          key={award.id}
          initialValues={valuesOfAward(award)}
          initialIconUrl={award.iconUrl}
          knownGivers={award.givers}
          knownApprovers={award.approvalLevels.flat()}
          submitLabel={t('form.update')}
          onSave={save}
        />
      )}
    </StoredFormPage>
  );
}
