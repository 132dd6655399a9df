import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@laurel/shared/ui-kit';
import { MenuButton } from './MenuButton';
import styles from './NavItems.module.css';

interface NavMoreTriggerProps extends ComponentPropsWithRef<'button'> {
  /** The current page is one of the items under More. */
  holdsCurrent?: boolean;
}

/** What the More button shows: its word and a chevron. */
export function NavMoreLabel() {
  const { t } = useTranslation('navigation');
  return (
    <>
      {t('nav.more')}
      <Icon size="xs">
        <path d="m6 9 6 6 6-6" />
      </Icon>
    </>
  );
}

/** The More button of the top navigation; Radix's trigger wraps it once the menu's code has loaded. */
export function NavMoreTrigger({ holdsCurrent = false, ...props }: NavMoreTriggerProps) {
  return (
    <MenuButton {...props} className={styles.moreTrigger} data-holds-current={holdsCurrent || undefined}>
      <NavMoreLabel />
    </MenuButton>
  );
}
