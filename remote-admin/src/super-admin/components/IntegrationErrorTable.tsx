import { useTranslation } from 'react-i18next';
import type { IntegrationError } from '@laurel/shared/contract';
import { CompanyEventTable } from './CompanyEventTable';

/** Failed integration deliveries: when, whose, which integration and what went wrong. */
export function IntegrationErrorTable({ errors, caption }: { errors: readonly IntegrationError[]; caption: string }) {
  const { t } = useTranslation('monarch');
  if (errors.length === 0) return <p>{t('techOps.noIntegrationErrors')}</p>;
  return (
    <CompanyEventTable
      rows={errors}
      caption={caption}
      headers={[t('techOps.integration'), t('techOps.message')]}
      cells={(failure) => (
        <>
          <td>{failure.integration}</td>
          <td>{failure.message}</td>
        </>
      )}
    />
  );
}
