import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast, useSpoofing, useUserProfile, v2Client } from '@laurel/shared';
import styles from './SpoofingBanner.module.css';

export const SPOOF_PATH = '/super_admin/spoof';

/** Sticky and yellow while a super-admin acts as this user; hidden while demoing. */
export function SpoofingBanner({ assign = (url: string) => window.location.assign(url) }) {
  const { t } = useTranslation('navigation', { keyPrefix: 'shell' });
  const spoofing = useSpoofing();
  const user = useUserProfile();
  const [stopping, setStopping] = useState(false);
  if (!spoofing?.is_spoofing || spoofing.is_demoing || !user) return null;

  const stop = () => {
    setStopping(true);
    v2Client
      .delete<{ redirect_to: string }>(SPOOF_PATH)
      .then((answer) => assign(answer.redirect_to))
      .catch(() => {
        setStopping(false);
        showToast(t('spoofing.stopFailed'), 'error');
      });
  };
  return (
    <div className={styles.banner} role="region" aria-label={t('spoofing.label')}>
      <span>{t('spoofing.message', { name: user.display_name })}</span>
      <button type="button" className={styles.stop} onClick={stop} disabled={stopping}>
        {t('spoofing.stop')}
      </button>
    </div>
  );
}
