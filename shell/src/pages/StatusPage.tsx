import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styles from './StatusPage.module.css';

interface StatusPageProps {
  /** Built from the status code by the caller, e.g. "Status 404". */
  pill: string;
  heading: string;
  subheading: string;
  /** Defaults to "go home"; a full page load when `reload` is set (e.g. sign in again). */
  action?: { href: string; label: string; reload?: boolean };
}

/** The full-page status screen: graphic, status pill, heading, subheading and a link. */
export function StatusPage({ pill, heading, subheading, action }: StatusPageProps) {
  const { t } = useTranslation('navigation', { keyPrefix: 'shell' });
  return (
    <section className={styles.page} aria-labelledby="status-heading">
      <svg className={styles.graphic} viewBox="0 0 120 120" aria-hidden="true">
        <circle cx="60" cy="60" r="56" fill="var(--laurel-color-page)" stroke="var(--laurel-color-border)" />
        <path
          d="M38 74c8-10 36-10 44 0M44 48h6M70 48h6"
          stroke="var(--laurel-color-brand)"
          strokeWidth="5"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <p className={styles.pill}>{pill}</p>
      <h1 id="status-heading" className={styles.heading}>
        {heading}
      </h1>
      <p className={styles.subheading}>{subheading}</p>
      {action?.reload ? (
        <a href={action.href} className={styles.action}>
          {action.label}
        </a>
      ) : (
        <Link to={action?.href ?? '/'} className={styles.action}>
          {action?.label ?? t('status.goHome')}
        </Link>
      )}
    </section>
  );
}
