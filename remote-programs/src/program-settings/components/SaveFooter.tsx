import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import styles from './ProgramSettings.module.css';

export type SaveOutcome = { state: 'idle' | 'saved' } | { state: 'failed'; error: unknown };

/** The save button, what the last save did, and a failure that belongs to no field. */
export function SaveFooter({ saving, outcome }: { saving: boolean; outcome: SaveOutcome }) {
  const { t } = useTranslation('admin_rewards', { keyPrefix: 'programSettings' });
  return (
    <>
      <div className={styles.footer}>
        <button type="submit" className={styles.primary} disabled={saving}>
          {saving ? t('saving') : t('save')}
        </button>
        <p className={styles.status} aria-live="polite">
          {outcome.state === 'saved' && t('saved')}
        </p>
      </div>
      {outcome.state === 'failed' && (
        <Alert status="error" title={t('saveFailed')}>
          <p>{apiErrorMessage(t, outcome.error)}</p>
        </Alert>
      )}
    </>
  );
}
