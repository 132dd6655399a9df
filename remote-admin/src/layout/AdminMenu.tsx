import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PermissionSubject } from '@laurel/shared';
import { visibleAdminMenu } from '@laurel/shared/admin-menu';
import styles from './AdminLayout.module.css';

/**
 * The entry a page belongs to: its own, or on a sub-page (an incentive's edit page) the entry whose
 * path is the longest start of the address, so `/admin/programs/awards/pending` marks pending awards only.
 */
function currentEntry<Entry extends { path: string }>(entries: Entry[], pathname: string): Entry | undefined {
  const holds = (entry: Entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`);
  return entries.filter(holds).sort((a, b) => b.path.length - a.path.length)[0];
}

/** The 200 px admin navigation: exactly the entries this person's roles and flags allow (spec §6). */
export function AdminMenu({ subject }: { subject: PermissionSubject }) {
  const { t } = useTranslation('vertical_navbar');
  const sections = visibleAdminMenu(subject);
  const current = currentEntry(
    sections.flatMap((section) => section.entries),
    useLocation().pathname,
  );
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
                <Link
                  to={entry.path}
                  className={styles.entry}
                  data-menu-entry={entry.id}
                  aria-current={entry === current ? 'page' : undefined}
                >
                  {t(`menu.entries.${entry.id}`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
