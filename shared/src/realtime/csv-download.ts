// The package root, not a relative path: this subpath is bundled apart, and only the root's clients are initialised.
import { v2Client } from '@laurel/shared';
import { CSV_GENERATION_COMPLETE_EVENT, isReportFile, serverEventName } from './server-events';

export interface CsvDownloadOptions {
  markDownloaded?: (fileId: number) => Promise<unknown>;
  download?: (fileUrl: string) => void;
}

export const reportFilePath = (fileId: number): string => `/admin/reports/report_files/${fileId}`;

export const markReportFileDownloaded = (fileId: number): Promise<unknown> => v2Client.patch(reportFilePath(fileId));

/** Only web addresses: the URL comes over the socket and ends up in an anchor the page clicks. */
const isWebUrl = (url: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(url, window.location.href).protocol);
  } catch {
    return false;
  }
};

/** Lets the browser download `fileUrl` as a file, without leaving the page. */
export function downloadFile(fileUrl: string): void {
  const anchor = document.createElement('a');
  anchor.href = fileUrl;
  anchor.download = '';
  anchor.rel = 'noopener';
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/** On each `server:CsvGenerationComplete`, downloads the file and marks it downloaded; returns the unsubscribe. */
export function listenForCsvDownloads({
  markDownloaded = markReportFileDownloaded,
  download = downloadFile,
}: CsvDownloadOptions = {}): () => void {
  const eventName = serverEventName(CSV_GENERATION_COMPLETE_EVENT);
  const onComplete = (event: Event) => {
    const file = event instanceof CustomEvent ? (event.detail as unknown) : undefined;
    if (!isReportFile(file) || !isWebUrl(file.file_url)) return;
    download(file.file_url);
    // Marking is bookkeeping: the user already has the file, so a failure is not theirs to handle.
    markDownloaded(file.file_id).catch(() => undefined);
  };
  window.addEventListener(eventName, onComplete);
  return () => window.removeEventListener(eventName, onComplete);
}
