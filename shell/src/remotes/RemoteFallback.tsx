import { useTranslation } from 'react-i18next';
import type { RemoteId } from '@laurel/shared';
import styles from './RemoteSlot.module.css';

interface RemoteFallbackProps {
  remote: RemoteId;
  onRetry: () => void;
  /** Around the page: one small retry button, named for the area, instead of an alert. */
  quiet?: boolean;
}

/** Stands in the slot of a remote that is down, slow to fail or incompatible. */
export function RemoteFallback({ remote, onRetry, quiet = false }: RemoteFallbackProps) {
  const { t } = useTranslation('shell');
  const area = t(`areas.${remote}`);
  if (quiet)
    return (
      <button type="button" className={styles.quietRetry} onClick={onRetry} data-remote-fallback={remote}>
        <span aria-hidden="true">↻</span>
        <span className="laurel-visually-hidden">{t('remoteUnavailable.quietRetry', { area })}</span>
      </button>
    );
  return (
    <section className={styles.fallback} role="alert" data-remote-fallback={remote}>
      <h2 className={styles.heading}>{t('remoteUnavailable.heading', { area })}</h2>
      <p>{t('remoteUnavailable.body')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('remoteUnavailable.retry')}
      </button>
    </section>
  );
}
