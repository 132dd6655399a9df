import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@laurel/shared';
import { sharedNominationPath } from '../nomination-admin-paths';
import styles from './NominationsAdmin.module.css';
import formStyles from '../../program-form/ProgramForm.module.css';

/** A public period's page for people outside the app, its address shown and copied with one press. */
export function ShareLink({ periodId }: { periodId: number }) {
  const { t } = useTranslation('nominations', { keyPrefix: 'admin' });
  const id = useId();
  const url = `${window.location.origin}${sharedNominationPath(periodId)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showToast(t('share.copied'), 'success');
    } catch {
      // The address stays in the field beside the button, selectable by hand.
      showToast(t('share.copyFailed'), 'error');
    }
  };
  return (
    <div className={styles.share}>
      <label htmlFor={id} className={formStyles.label}>
        {t('share.label')}
      </label>
      <input id={id} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      <button type="button" className={formStyles.button} onClick={() => void copy()}>
        {t('share.copy')}
      </button>
    </div>
  );
}
