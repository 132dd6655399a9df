import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  emit,
  isServedPath,
  showsProfileLink,
  canTogglePermissions,
  SignOutForm,
  useSpoofing,
  visibleNavItems,
  type NavItem,
  type PermissionSubject,
} from '@laurel/shared';
import { Avatar } from '@laurel/shared/ui-kit';
import { PermissionsToggle } from './PermissionsToggle';
import { canMakeAnnouncements } from './can-make-announcements';
import { SeasonalThemeMenuItem, useSeasonalThemeAvailable } from '../seasonal';
import { useNarrowScreen } from './use-narrow-screen';
import { UserMenuNavigation } from './UserMenuNavigation';
import { customBudgetUnitOf, moneyOf } from './budget-unit';
import styles from './UserMenu.module.css';

const BOOKMARKS_PATH = '/bookmark';
const PROFILE_SETTINGS_PATH = '/users/edit';

interface UserMenuProps {
  subject: PermissionSubject;
  /** The nav items the subject may see; by default those of spec §6. */
  navItems?: readonly NavItem[];
}

/**
 * The signed-in person, their giving balance, Profile, the super-admin toggle and sign out; below
 * the sm breakpoint also the navigation and give recognition, which the bar has no room for.
 */
export function UserMenu({ subject, navItems = visibleNavItems(subject) }: UserMenuProps) {
  const { t, i18n } = useTranslation('navigation');
  const [open, setOpen] = useState(false);
  const narrow = useNarrowScreen();
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const spoofing = useSpoofing();
  const seasonalAvailable = useSeasonalThemeAvailable();
  const { user } = subject;
  const count = user.giving_balance;
  const unit = customBudgetUnitOf(subject.company, count);
  const money = moneyOf(subject.company, count, i18n.language);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className={styles.userMenu} ref={root}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar name={user.display_name} imageUrl={user.profile_pic_url ?? undefined} sizePx={32} />
        <span className={styles.balance} data-testid="giving-balance">
          {money ?? (unit ? t('userMenu.balanceNamed', { count, unit }) : t('userMenu.balance', { count }))}
        </span>
        <span className="laurel-visually-hidden">{t('userMenu.open', { name: user.display_name })}</span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <p className={styles.name}>{user.display_name}</p>
        <p className={styles.muted}>
          {money
            ? t('userMenu.givingMoney', { amount: money })
            : t('userMenu.givingBalance', { count, unit: unit ?? t('userMenu.points', { count }) })}
        </p>
        {open && narrow && <UserMenuNavigation subject={subject} items={navItems} onLeave={() => setOpen(false)} />}
        <ul className={styles.items}>
          {canMakeAnnouncements(subject) && (
            <li>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  // The modal gives the focus back to what had it: the trigger, not this hidden item.
                  trigger.current?.focus();
                  emit('init-make-announcement');
                }}
              >
                {t('userMenu.announcements')}
              </button>
            </li>
          )}
          {showsProfileLink(subject) && (
            <li>
              <a href={`/company/users/${user.slug}`}>{t('userMenu.profile')}</a>
            </li>
          )}
          {isServedPath(BOOKMARKS_PATH) && (
            <li>
              <Link to={BOOKMARKS_PATH} onClick={() => setOpen(false)}>
                {t('userMenu.bookmarks')}
              </Link>
            </li>
          )}
          {isServedPath(PROFILE_SETTINGS_PATH) && (
            <li>
              <Link to={PROFILE_SETTINGS_PATH} onClick={() => setOpen(false)}>
                {t('userMenu.profileSettings')}
              </Link>
            </li>
          )}
          {canTogglePermissions(user, spoofing?.is_spoofing ?? false) && (
            <li>
              <PermissionsToggle enabled={spoofing?.superadmin_controls_enabled ?? user.show_superadmin_feature} />
            </li>
          )}
          {seasonalAvailable && open && (
            <li>
              <SeasonalThemeMenuItem />
            </li>
          )}
          <li>
            <SignOutForm label={t('nav.signOut')} />
          </li>
        </ul>
      </div>
    </div>
  );
}
