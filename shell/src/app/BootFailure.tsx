import { useTranslation } from 'react-i18next';

export function BootFailure() {
  const { t } = useTranslation('navigation', { keyPrefix: 'shell' });
  return (
    <main className="laurel-main">
      <p role="alert">{t('boot.failed')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('boot.reload')}
      </button>
    </main>
  );
}
