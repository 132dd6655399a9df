import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '@laurel/shared';
import { isCurrentNavItem } from './is-current-nav-item';
import { NavMoreTrigger } from './NavMoreTrigger';
import styles from './NavItems.module.css';

/** The nav items that do not fit the top bar, in a keyboard-operable menu (Radix: arrows, Escape, focus return). */
interface NavMoreMenuProps {
  items: readonly NavItem[];
  holdsCurrent: boolean;
  /** Opens at once: More was pressed while this code was loading. */
  defaultOpen?: boolean;
}

export default function NavMoreMenu({ items, holdsCurrent, defaultOpen = false }: NavMoreMenuProps) {
  const { t } = useTranslation('navigation');
  const { pathname } = useLocation();
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <NavMoreTrigger holdsCurrent={holdsCurrent} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.moreMenu} align="end" sideOffset={8} collisionPadding={8}>
          {items.map((item) => (
            <DropdownMenu.Item key={item.id} asChild className={styles.moreItem}>
              <Link
                to={item.path}
                aria-current={isCurrentNavItem(item, pathname) ? 'page' : undefined}
                data-more-item={item.id}
              >
                {t(`nav.${item.id}`)}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
