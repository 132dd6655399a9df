import { useTranslation } from 'react-i18next';
import { StatusPage } from './StatusPage';
import { errorPageStatus } from './error-statuses';

/** The error page for an HTTP status; unknown codes share one page. */
export function ErrorPage({ status }: { status: string | number | undefined }) {
  const { t } = useTranslation('shell');
  const key = errorPageStatus(status);
  return (
    <StatusPage
      pill={t('status.pill', { status: key === 'unknown' ? (status ?? '?') : key })}
      heading={t(`errors.${key}.heading`)}
      subheading={t(`errors.${key}.subheading`)}
    />
  );
}
