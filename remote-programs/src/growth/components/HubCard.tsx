import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import styles from './Growth.module.css';

interface HubCardProps {
  id: string;
  title: string;
  /** A failed read: the card says why instead of its content. */
  error?: unknown;
  loading?: boolean;
  children: ReactNode;
}

/** One card of the Growth hub: a titled section that says when its read failed or is under way. */
export function HubCard({ id, title, error, loading, children }: HubCardProps) {
  const { t } = useTranslation('growth');
  let body = children;
  if (error) {
    body = (
      <p role="alert" className={styles.muted}>
        {t('hub.cardError')} {apiErrorMessage(t, error)}
      </p>
    );
  } else if (loading) {
    body = (
      <p role="status" className={styles.muted}>
        {t('loading')}
      </p>
    );
  }
  return (
    <section aria-labelledby={id} className={styles.card}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      {body}
    </section>
  );
}
