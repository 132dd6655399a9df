import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { visibleNavItems, type NavItem, type PermissionSubject } from '@laurel/shared';
import styles from './TopBar.module.css';

const isActive = (item: NavItem, pathname: string) =>
  item.activePrefixes.some((prefix) => (prefix === '/' ? pathname === '/' : pathname.startsWith(prefix)));

/** Home, Growth, Team, Rewards, Incentives and Analytics, each shown per spec §6. */
export function NavItems({ subject }: { subject: PermissionSubject }) {
  const { t } = useTranslation('navigation');
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('nav.label')} className={styles.nav}>
      {visibleNavItems(subject).map((item) => (
        <Link
          key={item.id}
          to={item.path}
          className={styles.link}
          aria-current={isActive(item, pathname) ? 'page' : undefined}
          data-nav-item={item.id}
        >
          {t(`nav.${item.id}`)}
        </Link>
      ))}
    </nav>
  );
}
