import { useTranslation } from 'react-i18next';
import { emit, hasPermission, type PermissionSubject } from '@laurel/shared';
import styles from './TopBar.module.css';

export const GIVE_RECOGNITION_BUTTON_ID = 'laurel-give-recognition';

/** Opens the give-recognition modal; the seasonal theme may relabel it. */
export function GiveRecognitionButton({ subject }: { subject: PermissionSubject }) {
  const { t } = useTranslation('navigation');
  if (!hasPermission(subject, 'can-give-recognition')) return null;
  return (
    <button
      type="button"
      id={GIVE_RECOGNITION_BUTTON_ID}
      className={styles.primaryButton}
      onClick={() => emit('init-give-recognition')}
    >
      {t('topBar.giveRecognition')}
    </button>
  );
}
