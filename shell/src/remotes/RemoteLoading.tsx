import { useTranslation } from 'react-i18next';
import type { RemoteId } from '@laurel/shared';
import styles from './RemoteSlot.module.css';

export function RemoteLoading({ remote }: { remote: RemoteId }) {
  const { t } = useTranslation('navigation', { keyPrefix: 'shell' });
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      {t('remoteLoading', { area: t(`areas.${remote}`) })}
    </div>
  );
}
