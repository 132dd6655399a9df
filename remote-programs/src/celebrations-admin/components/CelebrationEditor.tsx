import { useNavigate, useParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import { showToast, translateApiError } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import { CELEBRATION_TYPES, type CelebrationType } from '@laurel/shared/contract';
import { useAdminCelebration } from '../api/get-admin-celebration';
import { isAdminCelebrationsKey } from '../api/keys';
import { patchCelebration, postCelebration } from '../api/save-celebration';
import { newCelebrationValues, valuesOfCelebration } from '../form/celebration-form-values';
import { CELEBRATIONS_ADMIN_PATH } from '../celebration-admin-paths';
import { CelebrationForm } from './CelebrationForm';
import { StoredFormPage } from '../../program-form/StoredFormPage';
import styles from '../../program-form/ProgramForm.module.css';

function useSaved() {
  const { t } = useTranslation('celebrations', { keyPrefix: 'admin' });
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return async (name: string, created: boolean) => {
    await mutate(isAdminCelebrationsKey);
    showToast(t(created ? 'form.created' : 'form.updated', { name }), 'success');
    void navigate(CELEBRATIONS_ADMIN_PATH);
  };
}

const isCelebrationType = (type: string | undefined): type is CelebrationType =>
  (CELEBRATION_TYPES as readonly string[]).includes(type ?? '');

/** `/admin/programs/celebrations/new/:type`: a celebration of that type, from its defaults. */
export function NewCelebration() {
  const { t } = useTranslation('celebrations', { keyPrefix: 'admin' });
  const { type } = useParams();
  const saved = useSaved();
  if (!isCelebrationType(type))
    return (
      <div className={styles.page}>
        <Alert status="error" title={translateApiError(t, 'not_found')} />
      </div>
    );
  const typeName = t(`types.${type}`);
  return (
    <div className={styles.page}>
      <h1>{t('form.newTitle', { type: typeName })}</h1>
      <CelebrationForm
        type={type}
        initialValues={newCelebrationValues(type)}
        submitLabel={t('form.create')}
        onSave={async (fields) => {
          const celebration = await postCelebration({ type, ...fields });
          await saved(celebration.name, true);
        }}
      />
    </div>
  );
}

/** `/admin/programs/celebrations/:id/edit`: the stored celebration in the same form. */
export function EditCelebration() {
  const { t } = useTranslation('celebrations', { keyPrefix: 'admin' });
  const { id = '' } = useParams();
  const { data, error, mutate } = useAdminCelebration(id);
  const saved = useSaved();
  return (
    <StoredFormPage ns="celebrations" keyPrefix="admin" data={data} error={error} onRetry={() => void mutate()}>
      {(stored) => (
        <CelebrationForm
          key={stored.id}
          type={stored.type}
          initialValues={valuesOfCelebration(stored)}
          submitLabel={t('form.update')}
          onSave={async (fields) => {
            const celebration = await patchCelebration(stored.id, fields);
            await saved(celebration.name, false);
          }}
        />
      )}
    </StoredFormPage>
  );
}
