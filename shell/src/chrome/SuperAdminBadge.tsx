import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIER_MARKETING_NAMES, useCompanyProfile, useSpoofing, useUserProfile } from '@laurel/shared';
import styles from './SuperAdminBadge.module.css';

/** Floats while Ctrl is held so a super-admin sees at a glance which tier the company is on. */
export function SuperAdminBadge() {
  const { t } = useTranslation('navigation', { keyPrefix: 'shell' });
  const user = useUserProfile();
  const company = useCompanyProfile();
  const spoofing = useSpoofing();
  const [held, setHeld] = useState(false);
  // While spoofing the profile is the customer's, but the person at the keyboard is the super-admin.
  const enabled = Boolean(user?.super_admin || spoofing?.is_spoofing);

  useEffect(() => {
    if (!enabled) return;
    const update = (event: KeyboardEvent) => setHeld(event.ctrlKey);
    const release = () => setHeld(false);
    window.addEventListener('keydown', update);
    window.addEventListener('keyup', update);
    window.addEventListener('blur', release);
    return () => {
      window.removeEventListener('keydown', update);
      window.removeEventListener('keyup', update);
      window.removeEventListener('blur', release);
    };
  }, [enabled]);

  if (!enabled || !held || !company) return null;
  const tierName = TIER_MARKETING_NAMES[company.product_tier];
  return (
    <div
      className={styles.badge}
      data-tier={company.product_tier}
      title={t('superAdminBadge.title', { tier: tierName })}
      role="status"
    >
      {t('superAdminBadge.text', { company: company.name, tier: tierName })}
    </div>
  );
}
