import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SIGN_OUT_PATH } from '@laurel/shared';
import styles from './TopBar.module.css';

const NAV_ITEMS = [
  { to: '/', key: 'home', end: true },
  { to: '/rewards', key: 'rewards', end: false },
  { to: '/incentives', key: 'incentives', end: false },
  { to: '/admin/dashboard', key: 'admin', end: false },
] as const;

export function TopBar() {
  const { t } = useTranslation('shell');
  return (
    <header className={styles.topBar}>
      <NavLink to="/" className={styles.brand}>
        {t('brand')}
      </NavLink>
      <nav aria-label={t('nav.label')} className={styles.nav}>
        {NAV_ITEMS.map((item) => (
          <NavLink key={item.key} to={item.to} end={item.end} className={styles.link}>
            {t(`nav.${item.key}`)}
          </NavLink>
        ))}
      </nav>
      <a href={SIGN_OUT_PATH} className={styles.link}>
        {t('nav.signOut')}
      </a>
    </header>
  );
}
