import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePermissionSubject, visibleNavItems, WidgetSlot } from '@laurel/shared';
import { NavItems } from './NavItems';
import { UserMenu } from './UserMenu';
import { ManageButton } from './ManageButton';
import { GiveRecognitionButton } from './GiveRecognitionButton';
import { InviteButton } from '../invite/InviteButton';
import { GlobalSearch } from '../search';
import { NotificationBell } from '../notifications/NotificationBell';
import styles from './TopBar.module.css';

/**
 * The sticky 64 px bar: logo (the company's, once uploaded), navigation (what does not fit under More), search, invite, manage,
 * give recognition, the remotes' top-bar widgets (the bell), user menu. Below sm: logo, search and the user menu, which carries the rest.
 */
export function TopBar() {
  const { t } = useTranslation('navigation', { keyPrefix: 'shell' });
  const subject = usePermissionSubject();
  const navItems = subject ? visibleNavItems(subject) : [];
  return (
    <header className={styles.topBar}>
      <Link to="/" className={styles.brand}>
        {subject?.company.logo_url ? (
          <img src={subject.company.logo_url} alt={subject.company.name} className={styles.logo} />
        ) : (
          t('brand')
        )}
      </Link>
      {subject && (
        <>
          <NavItems subject={subject} items={navItems} />
          <div className={styles.actions}>
            <GlobalSearch />
            <div className={styles.wideOnly}>
              <InviteButton subject={subject} />
              <ManageButton subject={subject} />
              <GiveRecognitionButton subject={subject} />
            </div>
            <NotificationBell />
            <WidgetSlot slot="top-bar" />
            <UserMenu subject={subject} navItems={navItems} />
          </div>
        </>
      )}
    </header>
  );
}
