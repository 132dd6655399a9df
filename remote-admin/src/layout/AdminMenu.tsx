import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PermissionSubject } from '@laurel/shared';
import { visibleAdminMenu } from '@laurel/shared/admin-menu';
import styles from './AdminLayout.module.css';

/** The 200 px admin navigation: exactly the entries this person's roles and flags allow (spec §6). */
export function AdminMenu({ subject }: { subject: PermissionSubject }) {
  const { t } = useTranslation('vertical_navbar');
  const sections = visibleAdminMenu(subject);
  return (
    <nav aria-label={t('menu.label')} className={styles.menu}>
      {sections.length === 0 && <p className={styles.empty}>{t('menu.empty')}</p>}
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`admin-menu-${section.id}`}>
          <h2 id={`admin-menu-${section.id}`} className={styles.sectionHeading}>
            {t(`menu.sections.${section.id}`)}
          </h2>
          <ul className={styles.entries}>
            {section.entries.map((entry) => (
              <li key={entry.id}>
                <NavLink to={entry.path} end className={styles.entry} data-menu-entry={entry.id}>
                  {t(`menu.entries.${entry.id}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
