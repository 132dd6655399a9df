import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@laurel/shared';
import { downloadFile } from '@laurel/shared/realtime';
import {
  celebrationReportState,
  markCelebrationReportDownloaded,
  startCelebrationReport,
} from '../api/celebration-report';
import { runCelebrationExport, type CelebrationExportPhase } from './celebration-export';
import { EXPORT_TOASTS } from './export-toasts';

/** The export button's run: one export at a time, its toasts in the shell, stopped when the page closes. */
export function useCelebrationExport() {
  const { t } = useTranslation('celebrations', { keyPrefix: 'admin' });
  const [phase, setPhase] = useState<CelebrationExportPhase>('idle');
  const cancel = useRef<(() => void) | null>(null);
  useEffect(() => () => cancel.current?.(), []);

  const exportCelebrations = () => {
    const run = runCelebrationExport({
      start: startCelebrationReport,
      poll: celebrationReportState,
      download: downloadFile,
      markDownloaded: markCelebrationReportDownloaded,
      toast: (toast) => {
        const { status, durationMs } = EXPORT_TOASTS[toast];
        showToast(t(`export.toasts.${toast}`), status, { durationMs });
      },
      onPhase: setPhase,
    });
    cancel.current = run.cancel;
  };

  const running = phase === 'starting' || phase === 'polling' || phase === 'downloading';
  return { exportCelebrations, running };
}
