import { useTranslation } from 'react-i18next';
import { useCelebrationExport } from '../export/use-celebration-export';
import styles from '../../program-form/ProgramForm.module.css';

/** Exports the company's celebration posts to a file (programs §2, §4); its progress is told in toasts. */
export function ExportButton() {
  const { t } = useTranslation('celebrations', { keyPrefix: 'admin' });
  const { exportCelebrations, running } = useCelebrationExport();
  return (
    <button type="button" className={styles.button} disabled={running} onClick={exportCelebrations}>
      {running ? t('export.exporting') : t('export.button')}
    </button>
  );
}
