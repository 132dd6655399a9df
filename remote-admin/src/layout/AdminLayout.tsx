import { Navigate } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { usePermissionSubject, type AdminLayoutProps } from '@laurel/shared';
import { i18n } from '../i18n';
import { AdminMenu } from './AdminMenu';
import { TrialBanner } from './TrialBanner';
import { useSmallScreen } from './use-small-screen';
import styles from './AdminLayout.module.css';

/**
 * The admin shell around every admin, super-admin and tech-ops page, whichever remote owns the page.
 * Only the menu and banner get this remote's i18n: the children belong to the shell's tree. Who may
 * enter is the shell's rule (the area policy), so it holds while this remote is down.
 */
export function AdminLayout({ children }: AdminLayoutProps) {
  const subject = usePermissionSubject();
  const smallScreen = useSmallScreen();
  if (!subject) return null;
  if (smallScreen) return <Navigate to="/mobile-unavailable" replace />;
  return (
    <div className={styles.layout} data-testid="admin-layout">
      <I18nextProvider i18n={i18n}>
        <AdminMenu subject={subject} />
      </I18nextProvider>
      <div className={styles.content}>
        <I18nextProvider i18n={i18n}>
          <TrialBanner subject={subject} />
        </I18nextProvider>
        {children}
      </div>
    </div>
  );
}
