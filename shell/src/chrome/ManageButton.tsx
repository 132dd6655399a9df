import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canAccessAdminShell, manageLanding, type PermissionSubject } from '@laurel/shared';
import { usePreloadRemotes } from '../remotes/use-preload-remotes';
import styles from './TopBar.module.css';

/** Admins' way into the admin shell, landing on the page their admin kind needs most. */
export function ManageButton({ subject }: { subject: PermissionSubject }) {
  const { t } = useTranslation('navigation');
  const landing = manageLanding(subject);
  const preload = usePreloadRemotes();
  if (!canAccessAdminShell(subject.user) || !landing) return null;
  return (
    <Link
      to={landing}
      className={styles.secondaryButton}
      onPointerEnter={() => preload(landing)}
      onFocus={() => preload(landing)}
    >
      {t('topBar.manage')}
    </Link>
  );
}
