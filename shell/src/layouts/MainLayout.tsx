import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TopBar } from './TopBar';

export function MainLayout() {
  const { t } = useTranslation('shell');
  return (
    <>
      <a className="laurel-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <TopBar />
      <main id="main" className="laurel-main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
