import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast, v2Client } from '@laurel/shared';

export const TOGGLE_CONTROLS_PATH = '/super_admin/toggle_controls';

/** Super-admin permissions on/off: the server flips them, then the page reloads under the new ones. */
export function PermissionsToggle({
  enabled,
  reload = () => window.location.reload(),
}: {
  enabled: boolean;
  reload?: () => void;
}) {
  const { t } = useTranslation('navigation');
  const [busy, setBusy] = useState(false);
  const toggle = () => {
    setBusy(true);
    v2Client
      .patch(TOGGLE_CONTROLS_PATH)
      .then(reload)
      .catch(() => {
        setBusy(false);
        showToast(t('userMenu.toggleFailed'), 'error');
      });
  };
  return (
    <button type="button" role="switch" aria-checked={enabled} disabled={busy} onClick={toggle}>
      {t('userMenu.superAdminControls')}
    </button>
  );
}
