import { useNavigate, useParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, showToast, translateApiError } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import { CELEBRATION_TYPES, type CelebrationType } from '@laurel/shared/contract';
import { useAdminCelebration } from '../api/get-admin-celebration';
import { isAdminCelebrationsKey } from '../api/keys';
import { patchCelebration, postCelebration } from '../api/save-celebration';
import { newCelebrationValues, valuesOfCelebration } from '../form/celebration-form-values';
import { CELEBRATIONS_ADMIN_PATH } from '../celebration-admin-paths';
import { CelebrationForm } from './CelebrationForm';
import styles from '../../program-form/ProgramForm.module.css';

function useSaved() {
  const { t } = useTranslation('celebrationsAdmin');
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
  const { t } = useTranslation('celebrationsAdmin');
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
  const { t } = useTranslation('celebrationsAdmin');
  const { id = '' } = useParams();
  const { data, error, mutate } = useAdminCelebration(id);
  const saved = useSaved();
  return (
    <div className={styles.page}>
      <h1>{data ? t('form.editTitle', { name: data.name }) : t('form.editTitleLoading')}</h1>
      {error ? (
        <Alert status="error" title={t('form.loadFailed')}>
          <p>{apiErrorMessage(t, error)}</p>
          <button type="button" className={styles.button} onClick={() => void mutate()}>
            {t('list.retry')}
          </button>
        </Alert>
      ) : !data ? (
        <p role="status" aria-busy="true" className={styles.empty}>
          {t('list.loading')}
        </p>
      ) : (
        <CelebrationForm
          key={data.id}
          type={data.type}
          initialValues={valuesOfCelebration(data)}
          submitLabel={t('form.update')}
          onSave={async (fields) => {
            const celebration = await patchCelebration(data.id, fields);
            await saved(celebration.name, false);
          }}
        />
      )}
    </div>
  );
}
