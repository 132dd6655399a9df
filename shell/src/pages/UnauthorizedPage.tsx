import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SIGN_IN_START_PATH } from '@laurel/shared';
import { StatusPage } from './StatusPage';
import topBar from '../chrome/TopBar.module.css';

/** 401 inside the app shell: the top bar shows only the logo and a way back in. */
export function UnauthorizedPage() {
  const { t } = useTranslation('navigation', { keyPrefix: 'shell' });
  return (
    <>
      <header className={topBar.topBar}>
        <Link to="/" className={topBar.brand}>
          {t('brand')}
        </Link>
        <div className={topBar.nav} />
        <a href={SIGN_IN_START_PATH} className={topBar.secondaryButton}>
          {t('errors.401.relogin')}
        </a>
      </header>
      <main id="main" className="laurel-main">
        <StatusPage
          pill={t('status.pill', { status: 401 })}
          heading={t('errors.401.heading')}
          subheading={t('errors.401.subheading')}
          action={{ href: SIGN_IN_START_PATH, label: t('errors.401.relogin'), reload: true }}
        />
      </main>
    </>
  );
}
