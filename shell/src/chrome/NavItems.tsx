import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { visibleNavItems, type NavItem, type PermissionSubject } from '@laurel/shared';
import { usePreloadRemotes } from '../remotes/use-preload-remotes';
import { isCurrentNavItem } from './is-current-nav-item';
import { NavMoreLabel, NavMoreTrigger } from './NavMoreTrigger';
import { useMenuOnIntent } from './use-menu-on-intent';
import { useNavOverflow } from './use-nav-overflow';
import styles from './NavItems.module.css';

// Radix's menu loads when someone reaches for More (pointer over it, focus, a press), never with the page:
// a bar that overflows on a narrow window, or for a moment while it measures, fetches none of it.
const NavMoreMenu = lazy(() => import('./NavMoreMenu'));

interface NavItemsProps {
  subject: PermissionSubject;
  /** The items to show; by default those spec §6 lets the subject see. */
  items?: readonly NavItem[];
}

/** Home, Growth, Team, Rewards, Incentives and Analytics as the subject may see them; what does not fit goes under More. */
export function NavItems({ subject, items = visibleNavItems(subject) }: NavItemsProps) {
  const { t } = useTranslation('navigation');
  const { pathname } = useLocation();
  const { navRef, measureRef, visibleCount } = useNavOverflow(items.length);
  const preload = usePreloadRemotes();
  const overflow = items.slice(visibleCount);
  const overflowHoldsCurrent = overflow.some((item) => isCurrentNavItem(item, pathname));
  const overflows = overflow.length > 0;
  const { wanted, asked, standInProps } = useMenuOnIntent();
  const standIn = <NavMoreTrigger holdsCurrent={overflowHoldsCurrent} {...standInProps} />;
  return (
    <nav aria-label={t('nav.label')} className={styles.nav} ref={navRef}>
      {items.map((item, index) => (
        <Link
          key={item.id}
          to={item.path}
          className={styles.link}
          aria-current={isCurrentNavItem(item, pathname) ? 'page' : undefined}
          data-nav-item={item.id}
          hidden={index >= visibleCount}
          onPointerEnter={() => preload(item.path)}
          onFocus={() => preload(item.path)}
        >
          {t(`nav.${item.id}`)}
        </Link>
      ))}
      {overflows && (
        <Suspense fallback={standIn}>
          {wanted ? <NavMoreMenu items={overflow} holdsCurrent={overflowHoldsCurrent} asked={asked} /> : standIn}
        </Suspense>
      )}
      <div className={styles.measureBox} aria-hidden="true">
        <div ref={measureRef} className={styles.measure}>
          {items.map((item) => (
            <span key={item.id} className={styles.link}>
              {t(`nav.${item.id}`)}
            </span>
          ))}
          <span className={styles.moreTrigger}>
            <NavMoreLabel />
          </span>
        </div>
      </div>
    </nav>
  );
}
