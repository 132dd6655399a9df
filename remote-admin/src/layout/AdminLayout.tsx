import { NavLink } from 'react-router';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { AdminLayoutProps } from '@laurel/shared';
import { i18n } from '../i18n';
import { ADMIN_MENU } from './admin-menu';
import styles from './AdminLayout.module.css';

function AdminMenu() {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('menu.label')} className={styles.menu}>
      {ADMIN_MENU.map((section) => (
        <section key={section.key}>
          <h2 className={styles.sectionHeading}>{t(`menu.sections.${section.key}`)}</h2>
          <ul className={styles.entries}>
            {section.entries.map((entry) => (
              <li key={entry.to}>
                <NavLink to={entry.to} className={styles.entry}>
                  {t(`menu.entries.${entry.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

/**
 * The frame of every admin, super-admin and tech-ops page, whichever remote owns the page.
 * Only the menu gets this remote's i18n: the children belong to the shell's tree.
 */
export function AdminLayout({ children }: AdminLayoutProps) {
  return (
    <div className={styles.layout} data-testid="admin-layout">
      <I18nextProvider i18n={i18n}>
        <AdminMenu />
      </I18nextProvider>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
