import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ReportLink } from '../dashboard-reports';
import styles from './Dashboard.module.css';

interface DashboardCardProps {
  title: string;
  intro?: string;
  reports?: readonly ReportLink[];
  /** Pages besides the admin menu's reports (their own label). */
  extraLinks?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}

/** A part of the dashboard: its heading, its figures and the reports that go deeper. */
export function DashboardCard({ title, intro, reports = [], extraLinks, wide, children }: DashboardCardProps) {
  const { t } = useTranslation('admin_dashboard');
  const { t: menu } = useTranslation('vertical_navbar');
  const headingId = useId();
  const hasLinks = reports.length > 0 || Boolean(extraLinks);
  return (
    <section aria-labelledby={headingId} className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
      <h2 id={headingId} className={styles.cardTitle}>
        {title}
      </h2>
      {intro && <p className={styles.muted}>{intro}</p>}
      <div className={styles.stats}>{children}</div>
      {hasLinks && (
        <nav aria-label={`${title}: ${t('reports')}`}>
          <ul className={styles.links}>
            {extraLinks}
            {reports.map((report) => (
              <li key={report.id}>
                <Link to={report.path}>{menu(`menu.entries.${report.id}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
