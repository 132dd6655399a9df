import { v2Client } from '@laurel/shared';
import type { CelebrationExportStart, CelebrationExportState } from '@laurel/shared/contract';

/** `GET /admin/celebrations_report` (programs §7): starts the export; answers the file's id. */
export const startCelebrationReport = () => v2Client.get<Partial<CelebrationExportStart>>('admin/celebrations_report');

/** `GET /admin/celebrations_report/{id}`: whether the file is generated, and where. */
export const celebrationReportState = (id: number) =>
  v2Client.get<CelebrationExportState>(`admin/celebrations_report/${id}`);

/** `PATCH /admin/celebrations_report/{id}`: the file was downloaded. */
export const markCelebrationReportDownloaded = (id: number) =>
  v2Client.patch<CelebrationExportState>(`admin/celebrations_report/${id}`, { downloaded: true });
