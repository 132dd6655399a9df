import { useTranslation } from 'react-i18next';
import { StatusPage } from './StatusPage';

/** Where small screens land instead of the admin shell. */
export function MobileUnavailablePage() {
  const { t } = useTranslation('navigation', { keyPrefix: 'shell' });
  return (
    <StatusPage
      pill={t('mobileUnavailable.pill')}
      heading={t('mobileUnavailable.heading')}
      subheading={t('mobileUnavailable.subheading')}
    />
  );
}
