// The package root, not a relative path: this subpath is bundled apart, and only the root's clients are initialised.
import { v2Client } from '@laurel/shared';
import { isReportFile } from '../contract/server-events';
import { on } from '../contract/laurel-events';

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
  const acceptable = (file: unknown) => isReportFile(file) && isWebUrl(file.file_url);
  return on(
    'server:CsvGenerationComplete',
    (file) => {
      download(file.file_url);
      // Marking is bookkeeping: the user already has the file, so a failure is not theirs to handle.
      markDownloaded(file.file_id).catch(() => undefined);
    },
    acceptable,
  );
}
