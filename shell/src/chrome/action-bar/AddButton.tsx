import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@laurel/shared/ui-kit';
import { MenuButton } from '../MenuButton';
import styles from './MobileActionBar.module.css';

/** The action bar's Create button; Radix's trigger wraps it once the add menu's code has loaded. */
export function AddButton(props: ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('navigation');
  return (
    <MenuButton {...props} className={`${styles.action} ${styles.add}`}>
      <Icon>
        <path d="M12 5v14M5 12h14" />
      </Icon>
      <span>{t('actionBar.add')}</span>
    </MenuButton>
  );
}
