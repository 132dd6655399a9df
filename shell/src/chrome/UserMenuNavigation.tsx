import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavItem, NavItemId, PermissionSubject } from '@laurel/shared';
import { useEarningBalance } from './api/earning-balance';
import { GiveRecognitionButton } from './GiveRecognitionButton';
import { isCurrentNavItem } from './is-current-nav-item';
import styles from './UserMenu.module.css';

/** Recognition spec §2: on mobile the user menu adds these items (Analytics stays a desktop item). */
const MOBILE_ITEM_IDS: readonly NavItemId[] = ['home', 'growth', 'team', 'rewards', 'incentives'];

interface UserMenuNavigationProps {
  subject: PermissionSubject;
  /** The nav items the subject may see; only the mobile ones of them show here. */
  items: readonly NavItem[];
  /** Called on the way to a page or to the give-recognition modal, so the menu can close. */
  onLeave: () => void;
}

/** The phone-width user menu's navigation: the mobile items, Rewards with the earning balance, and give recognition. */
export function UserMenuNavigation({ subject, items, onLeave }: UserMenuNavigationProps) {
  const { t } = useTranslation('navigation');
  const { pathname } = useLocation();
  const earningBalance = useEarningBalance();
  return (
    <>
      <nav aria-label={t('nav.label')}>
        <ul className={styles.items}>
          {items
            .filter((item) => MOBILE_ITEM_IDS.includes(item.id))
            .map((item) => (
              <li key={item.id}>
                <Link
                  to={item.path}
                  className={styles.navLink}
                  aria-current={isCurrentNavItem(item, pathname) ? 'page' : undefined}
                  data-nav-item={item.id}
                  onClick={onLeave}
                >
                  {t(`nav.${item.id}`)}
                  {item.id === 'rewards' && earningBalance !== undefined && (
                    <span className={styles.available}>{t('userMenu.available', { count: earningBalance })}</span>
                  )}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
      <GiveRecognitionButton subject={subject} inUserMenu className={styles.give} onOpen={onLeave} />
    </>
  );
}
