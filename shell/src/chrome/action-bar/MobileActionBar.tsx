import { useRef } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { emit, type PermissionSubject } from '@laurel/shared';
import { Icon } from '@laurel/shared/ui-kit';
import { canNominate, visibleAddActions, type AddAction } from './add-actions';
import { useNominationPeriodOpen } from './open-nomination-periods';
import styles from './MobileActionBar.module.css';
import './action-bar-copy';

interface MobileActionBarProps {
  subject: PermissionSubject;
}

/** Search, the add menu and the cart, floating over the bottom of the home page on phones. */
export default function MobileActionBar({ subject }: MobileActionBarProps) {
  const { t } = useTranslation('navigation');
  const navigate = useNavigate();
  const addTrigger = useRef<HTMLButtonElement>(null);
  const chosen = useRef<AddAction | null>(null);
  const nominationPeriodOpen = useNominationPeriodOpen(canNominate(subject));
  const actions = visibleAddActions(subject, { nominationPeriodOpen });

  // Runs once the menu has closed and handed the focus back to its trigger, so a modal opened now
  // returns the focus there, not to a menu item that no longer exists.
  const runChosen = (event: Event) => {
    const action = chosen.current;
    chosen.current = null;
    if (!action) return;
    event.preventDefault();
    addTrigger.current?.focus();
    if ('path' in action.destination) void navigate(action.destination.path);
    else emit(action.destination.event, action.destination.detail);
  };

  return (
    <>
      <div className={styles.room} aria-hidden="true" />
      <nav className={styles.bar} aria-label={t('actionBar.label')}>
        <button type="button" className={styles.action} onClick={() => emit('open-global-search')}>
          <Icon>
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </Icon>
          <span>{t('actionBar.search')}</span>
        </button>
        {actions.length > 0 && (
          <DropdownMenu.Root modal={false}>
            <DropdownMenu.Trigger asChild>
              <button ref={addTrigger} type="button" className={`${styles.action} ${styles.add}`}>
                <Icon>
                  <path d="M12 5v14M5 12h14" />
                </Icon>
                <span>{t('actionBar.add')}</span>
              </button>
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content
                className={styles.menu}
                side="top"
                align="center"
                sideOffset={12}
                onCloseAutoFocus={runChosen}
              >
                {actions.map((action) => (
                  <DropdownMenu.Item
                    key={action.id}
                    className={styles.menuItem}
                    data-add-action={action.id}
                    onSelect={() => (chosen.current = action)}
                  >
                    {t(`actionBar.actions.${action.id}`)}
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        )}
        <Link to="/rewards" className={styles.action}>
          <Icon>
            <circle cx="9" cy="20" r="1.5" />
            <circle cx="18" cy="20" r="1.5" />
            <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
          </Icon>
          <span>{t('actionBar.cart')}</span>
        </Link>
      </nav>
    </>
  );
}
