import { useTranslation } from 'react-i18next';
import { StatusPage } from './StatusPage';
import { errorPageStatus } from './error-statuses';

interface ErrorPageProps {
  status: string | number | undefined;
  /** Offer to load this page again (a failure that may pass) instead of going home. */
  retry?: boolean;
}

/** The error page for an HTTP status; unknown codes share one page. */
export function ErrorPage({ status, retry = false }: ErrorPageProps) {
  const { t } = useTranslation('navigation', { keyPrefix: 'shell' });
  const key = errorPageStatus(status);
  return (
    <StatusPage
      pill={t('status.pill', { status: key === 'unknown' ? (status ?? '?') : key })}
      heading={t(`errors.${key}.heading`)}
      subheading={t(`errors.${key}.subheading`)}
      action={retry ? { href: window.location.href, label: t('status.tryAgain'), reload: true } : undefined}
    />
  );
}
