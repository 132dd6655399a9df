import { v2Client } from '../http/clients';
import { listenForCsvDownloads, markReportFileDownloaded } from './csv-download';

const completeEvent = (detail: unknown) => new CustomEvent('server:CsvGenerationComplete', { detail });

describe('listenForCsvDownloads', () => {
  let clicked: { href: string; download: string; inPage: boolean }[];
  let steps: string[];

  beforeEach(() => {
    clicked = [];
    steps = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, inPage: document.body.contains(this) });
      steps.push('click');
    });
  });

  afterEach(() => jest.restoreAllMocks());

  it('downloads the file through a clicked anchor, then marks it downloaded', async () => {
    const markDownloaded = jest.fn(async (fileId: number) => steps.push(`patch ${fileId}`));
    const stop = listenForCsvDownloads({ markDownloaded });
    window.dispatchEvent(completeEvent({ file_id: 7, file_url: '/uploads/reports/giving-ab12.csv' }));
    stop();

    expect(clicked).toEqual([{ href: 'http://localhost/uploads/reports/giving-ab12.csv', download: '', inPage: true }]);
    expect(document.querySelectorAll('a')).toHaveLength(0);
    expect(steps).toEqual(['click', 'patch 7']);
  });

  it('marks the file downloaded with a PATCH on the v2 client', async () => {
    const patch = jest.spyOn(v2Client, 'patch').mockResolvedValue(undefined);
    await markReportFileDownloaded(7);
    expect(patch).toHaveBeenCalledWith('/admin/reports/report_files/7');
  });

  it('ignores malformed events, script URLs and events after unsubscribing', () => {
    const markDownloaded = jest.fn(() => Promise.resolve());
    const stop = listenForCsvDownloads({ markDownloaded });
    window.dispatchEvent(completeEvent({ file_id: '7', file_url: '/uploads/reports/a.csv' }));
    window.dispatchEvent(completeEvent({ file_id: 8, file_url: 'javascript:alert(1)' }));
    stop();
    window.dispatchEvent(completeEvent({ file_id: 9, file_url: '/uploads/reports/b.csv' }));

    expect(clicked).toEqual([]);
    expect(markDownloaded).not.toHaveBeenCalled();
  });

  it('keeps quiet when marking fails', async () => {
    const markDownloaded = jest.fn(() => Promise.reject(new Error('offline')));
    const stop = listenForCsvDownloads({ markDownloaded });
    window.dispatchEvent(completeEvent({ file_id: 4, file_url: '/uploads/reports/c.csv' }));
    stop();
    await Promise.resolve();
    expect(clicked).toHaveLength(1);
  });
});
