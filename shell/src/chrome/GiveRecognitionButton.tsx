import { useTranslation } from 'react-i18next';
import { emit, hasPermission, type PermissionSubject } from '@laurel/shared';
import { useThemedGiveLabel } from '../seasonal';
import styles from './TopBar.module.css';

export const GIVE_RECOGNITION_BUTTON_ID = 'laurel-give-recognition';

interface GiveRecognitionButtonProps {
  subject: PermissionSubject;
  /** The copy in the phone-width user menu: no page-wide id, its own look, and the menu closes first. */
  inUserMenu?: boolean;
  className?: string;
  onOpen?: () => void;
}

/** Opens the give-recognition modal; while the seasonal theme is on it carries a themed phrase. */
export function GiveRecognitionButton({ subject, inUserMenu = false, className, onOpen }: GiveRecognitionButtonProps) {
  const { t } = useTranslation('navigation');
  const themedLabel = useThemedGiveLabel();
  if (!hasPermission(subject, 'can-give-recognition')) return null;
  return (
    <button
      type="button"
      id={inUserMenu ? undefined : GIVE_RECOGNITION_BUTTON_ID}
      className={className ? `${styles.primaryButton} ${className}` : styles.primaryButton}
      data-seasonal-label={themedLabel ?? undefined}
      onClick={() => {
        onOpen?.();
        emit('init-give-recognition');
      }}
    >
      {themedLabel ?? t('topBar.giveRecognition')}
    </button>
  );
}
