import { useTranslation } from 'react-i18next';
import type { RemoteId } from '@laurel/shared';
import styles from './RemoteSlot.module.css';

interface RemoteFallbackProps {
  remote: RemoteId;
  onRetry: () => void;
  /** Around the page: one small retry button, named for the area, instead of an alert. */
  quiet?: boolean;
  /** The remote was released for another contract than this page's shell: only a reload helps. */
  outdated?: boolean;
  reload?: () => void;
}

const reloadPage = () => window.location.reload();

/** Stands in the slot of a remote that is down, slow to fail or incompatible. */
export function RemoteFallback({
  remote,
  onRetry,
  quiet = false,
  outdated = false,
  reload = reloadPage,
}: RemoteFallbackProps) {
  const { t } = useTranslation('navigation', { keyPrefix: 'shell' });
  const area = t(`areas.${remote}`);
  const copy = outdated ? 'remoteOutdated' : 'remoteUnavailable';
  const act = outdated ? reload : onRetry;
  if (quiet)
    return (
      <button type="button" className={styles.quietRetry} onClick={act} data-remote-fallback={remote}>
        <span aria-hidden="true">↻</span>
        <span className="laurel-visually-hidden">{t(`${copy}.quietRetry`, { area })}</span>
      </button>
    );
  return (
    <section className={styles.fallback} role="alert" data-remote-fallback={remote}>
      <h2 className={styles.heading}>{t(`${copy}.heading`, { area })}</h2>
      <p>{t(`${copy}.body`)}</p>
      <button type="button" className={styles.retry} onClick={act}>
        {t(`${copy}.retry`)}
      </button>
    </section>
  );
}
