import { useTranslation } from 'react-i18next';
import '../growth-kit/growth-copy';
import { useAdminInitiatives } from '../growth-admin/api/growth-admin-api';
import { LoadFailure } from '../growth-kit/LoadFailure';
import { InitiativeForm } from '../growth-admin/components/InitiativeForm';
import { InitiativeRow } from '../growth-admin/components/InitiativeRow';
import styles from '../growth-admin/components/GrowthAdmin.module.css';

/** Platform §2 `/admin/growth/company-initiatives`: what the company works towards, which goals link to. */
export function CompanyInitiativesAdminPage() {
  const { t } = useTranslation('growth');
  const { data: initiatives, error, mutate } = useAdminInitiatives();
  const reload = () => void mutate();
  return (
    <div className={styles.page}>
      <h1>{t('growthAdmin.initiatives.title')}</h1>
      <p className={styles.intro}>{t('growthAdmin.initiatives.intro')}</p>
      {error && !initiatives && <LoadFailure title={t('growthAdmin.loadFailed')} error={error} onRetry={reload} />}
      {!initiatives && !error && <p role="status">{t('growthAdmin.loading')}</p>}
      {initiatives?.length === 0 && <p className={styles.section}>{t('growthAdmin.initiatives.empty')}</p>}
      {initiatives && initiatives.length > 0 && (
        <ul className={styles.list} aria-label={t('growthAdmin.initiatives.title')}>
          {initiatives.map((initiative) => (
            <InitiativeRow key={initiative.id} initiative={initiative} onChanged={reload} />
          ))}
        </ul>
      )}
      {initiatives && (
        <InitiativeForm
          legend={t('growthAdmin.initiatives.add')}
          submitLabel={t('growthAdmin.initiatives.add')}
          onSaved={reload}
        />
      )}
    </div>
  );
}
