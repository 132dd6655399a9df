import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, isReportFile, useLaurelEvent, v2Client } from '@laurel/shared';
import type { ReportFilters } from '@laurel/shared/contract';
import { Alert } from '@laurel/shared/ui-kit';
import styles from './ReportPage.module.css';

export interface CsvExportButtonProps {
  /** The report's id in `POST /admin/reports/:report/csv`. */
  report: string;
  filters: ReportFilters;
}

type Export = { state: 'idle' | 'preparing' | 'ready' } | { state: 'failed'; error: unknown };

export const reportCsvPath = (report: string) => `admin/reports/${encodeURIComponent(report)}/csv`;

/**
 * Asks the server for the report as CSV with the page's filters. The file is written in the background
 * and announced over realtime (`CsvGenerationComplete`), which the shell's listener downloads; until then
 * the button says the CSV is being prepared.
 */
export function CsvExportButton({ report, filters }: CsvExportButtonProps) {
  const { t } = useTranslation('reports', { keyPrefix: 'kit' });
  const [exported, setExported] = useState<Export>({ state: 'idle' });
  const awaited = useRef<number | null>(null);
  // The announcement can overtake the POST's answer.
  const arrived = useRef(new Set<number>());

  useLaurelEvent(
    'server:CsvGenerationComplete',
    (file) => {
      arrived.current.add(file.file_id);
      if (file.file_id === awaited.current) setExported({ state: 'ready' });
    },
    isReportFile,
  );

  const start = () => {
    if (exported.state === 'preparing') return;
    setExported({ state: 'preparing' });
    awaited.current = null;
    v2Client.post<{ file_id: number }>(reportCsvPath(report), filters).then(
      ({ file_id }) => {
        awaited.current = file_id;
        if (arrived.current.has(file_id)) setExported({ state: 'ready' });
      },
      (error: unknown) => setExported({ state: 'failed', error }),
    );
  };

  // aria-disabled rather than disabled, so the button keeps the focus while the file is prepared.
  const preparing = exported.state === 'preparing';
  return (
    <div className={styles.field}>
      <button type="button" className={styles.button} onClick={start} aria-disabled={preparing}>
        {preparing ? t('csv.preparing') : t('csv.export')}
      </button>
      <div role="status" className={exported.state === 'ready' ? styles.muted : styles.visuallyHidden}>
        {preparing ? t('csv.preparing') : exported.state === 'ready' ? t('csv.ready') : ''}
      </div>
      {exported.state === 'failed' && (
        <Alert status="error" size="sm" title={t('csv.failed')}>
          {apiErrorMessage(t, exported.error)}
        </Alert>
      )}
    </div>
  );
}
