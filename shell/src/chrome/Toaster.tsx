import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_LIFETIME_MS, useToastStore, type Toast } from '@laurel/shared';
import styles from './Toaster.module.css';

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation('navigation', { keyPrefix: 'shell' });
  const dismiss = useToastStore((state) => state.dismiss);
  useEffect(() => {
    if (toast.persistent) return;
    const timer = window.setTimeout(() => dismiss(toast.id), toast.durationMs ?? TOAST_LIFETIME_MS);
    return () => window.clearTimeout(timer);
  }, [dismiss, toast.id, toast.persistent, toast.durationMs]);
  return (
    <li className={styles.toast} data-status={toast.status}>
      <span>{toast.message}</span>
      <button type="button" className={styles.close} onClick={() => dismiss(toast.id)} aria-label={t('toasts.dismiss')}>
        ×
      </button>
    </li>
  );
}

/** The toast area at the top right of the app shell. */
export function Toaster() {
  const { t } = useTranslation('navigation', { keyPrefix: 'shell' });
  const toasts = useToastStore((state) => state.toasts);
  return (
    <section aria-label={t('toasts.label')} aria-live="polite" className={styles.area}>
      <ul className={styles.list}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ul>
    </section>
  );
}
