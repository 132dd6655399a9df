import { useRef } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '@laurel/shared';
import { isCurrentNavItem } from './is-current-nav-item';
import { NavMoreTrigger } from './NavMoreTrigger';
import { useAskedAtMount, type MenuAsked } from './use-menu-on-intent';
import styles from './NavItems.module.css';

interface NavMoreMenuProps {
  items: readonly NavItem[];
  holdsCurrent: boolean;
  asked: MenuAsked;
}

/** The nav items that do not fit the top bar, in a keyboard-operable menu (Radix: arrows, Escape, focus return). */
export default function NavMoreMenu({ items, holdsCurrent, asked }: NavMoreMenuProps) {
  const { t } = useTranslation('navigation');
  const { pathname } = useLocation();
  const trigger = useRef<HTMLButtonElement>(null);
  const firstItem = useRef<HTMLAnchorElement>(null);
  useAskedAtMount(asked, trigger, firstItem);
  return (
    // Not modal: a modal menu locks scrolling, the scrollbar goes, the bar widens and the items under More change under the reader.
    <DropdownMenu.Root defaultOpen={asked === 'open'} modal={false}>
      <DropdownMenu.Trigger asChild>
        <NavMoreTrigger holdsCurrent={holdsCurrent} ref={trigger} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.moreMenu} align="end" sideOffset={8} collisionPadding={8}>
          {items.map((item, index) => (
            <DropdownMenu.Item key={item.id} asChild className={styles.moreItem}>
              <Link
                ref={index === 0 ? firstItem : undefined}
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
