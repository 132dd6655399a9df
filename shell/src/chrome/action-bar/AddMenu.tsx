import { useRef } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { emit } from '@laurel/shared';
import { useAskedAtMount, type MenuAsked } from '../use-menu-on-intent';
import type { AddAction } from './add-actions';
import { AddButton } from './AddButton';
import styles from './MobileActionBar.module.css';

interface AddMenuProps {
  actions: readonly AddAction[];
  asked: MenuAsked;
}

/** The add menu of the action bar: what the reader may create, each opening its page or modal. */
export default function AddMenu({ actions, asked }: AddMenuProps) {
  const { t } = useTranslation('navigation');
  const navigate = useNavigate();
  const trigger = useRef<HTMLButtonElement>(null);
  const firstItem = useRef<HTMLDivElement>(null);
  const chosen = useRef<AddAction | null>(null);
  useAskedAtMount(asked, trigger, firstItem);

  // Runs once the menu has closed and handed the focus back to its trigger, so a modal opened now
  // returns the focus there, not to a menu item that no longer exists.
  const runChosen = (event: Event) => {
    const action = chosen.current;
    chosen.current = null;
    if (!action) return;
    event.preventDefault();
    trigger.current?.focus();
    if ('path' in action.destination) void navigate(action.destination.path);
    else emit(action.destination.event, action.destination.detail);
  };

  return (
    <DropdownMenu.Root defaultOpen={asked === 'open'} modal={false}>
      <DropdownMenu.Trigger asChild>
        <AddButton ref={trigger} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={styles.menu}
          side="top"
          align="center"
          sideOffset={12}
          onCloseAutoFocus={runChosen}
        >
          {actions.map((action, index) => (
            <DropdownMenu.Item
              key={action.id}
              ref={index === 0 ? firstItem : undefined}
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
  );
}
