import { CELEBRATION_EXPORT_POLL_MS } from '@laurel/shared/contract';
import { CELEBRATION_EXPORT_MAX_POLLS, runCelebrationExport, type CelebrationExportSteps } from './celebration-export';

const FILE_URL = '/uploads/reports/celebrations-abc.csv';

function steps(overrides: Partial<CelebrationExportSteps> = {}) {
  const recorded = {
    toasts: [] as string[],
    phases: [] as string[],
    downloads: [] as string[],
  };
  const all: CelebrationExportSteps = {
    start: jest.fn().mockResolvedValue({ generatedFileId: 7 }),
    poll: jest.fn().mockResolvedValue({ generated: false, fileUrl: null }),
    download: (url) => recorded.downloads.push(url),
    markDownloaded: jest.fn().mockResolvedValue({}),
    toast: (toast) => recorded.toasts.push(toast),
    onPhase: (phase) => recorded.phases.push(phase),
    ...overrides,
  };
  return { all, recorded };
}

/** Lets the awaited promises between timers settle. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('runCelebrationExport', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts, polls every 5 seconds until the file is generated, downloads it, marks it and says completed', async () => {
    const poll = jest
      .fn()
      .mockResolvedValueOnce({ generated: false, fileUrl: null })
      .mockResolvedValueOnce({ generated: true, fileUrl: FILE_URL });
    const { all, recorded } = steps({ poll });
    const { done } = runCelebrationExport(all);
    await settle();
    expect(recorded.toasts).toEqual(['starting']);
    expect(recorded.phases).toEqual(['starting', 'polling']);
    expect(poll).not.toHaveBeenCalled();

    await jest.advanceTimersByTimeAsync(CELEBRATION_EXPORT_POLL_MS - 1);
    expect(poll).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(recorded.downloads).toEqual([]);

    await jest.advanceTimersByTimeAsync(CELEBRATION_EXPORT_POLL_MS);
    expect(poll).toHaveBeenCalledTimes(2);
    expect(poll).toHaveBeenCalledWith(7);
    await expect(done).resolves.toBe('completed');
    expect(recorded.downloads).toEqual([FILE_URL]);
    expect(all.markDownloaded).toHaveBeenCalledWith(7);
    expect(recorded.toasts).toEqual(['starting', 'completed']);
    expect(recorded.phases).toEqual(['starting', 'polling', 'downloading', 'completed']);
  });

  it('says failedGeneration when the start answers no file id, and never polls', async () => {
    const { all, recorded } = steps({ start: jest.fn().mockResolvedValue({}) });
    await expect(runCelebrationExport(all).done).resolves.toBe('failed');
    await jest.advanceTimersByTimeAsync(CELEBRATION_EXPORT_POLL_MS * 3);
    expect(all.poll).not.toHaveBeenCalled();
    expect(recorded.toasts).toEqual(['starting', 'failedGeneration']);
  });

  it('says failed when the start request fails', async () => {
    const { all, recorded } = steps({ start: jest.fn().mockRejectedValue(new Error('offline')) });
    await expect(runCelebrationExport(all).done).resolves.toBe('failed');
    expect(recorded.toasts).toEqual(['starting', 'failed']);
  });

  it('stops polling and says failed when a poll fails', async () => {
    const poll = jest.fn().mockRejectedValue(new Error('500'));
    const { all, recorded } = steps({ poll });
    const { done } = runCelebrationExport(all);
    await jest.advanceTimersByTimeAsync(CELEBRATION_EXPORT_POLL_MS);
    await expect(done).resolves.toBe('failed');
    await jest.advanceTimersByTimeAsync(CELEBRATION_EXPORT_POLL_MS * 5);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(recorded.toasts).toEqual(['starting', 'failed']);
    expect(recorded.downloads).toEqual([]);
  });

  it('times out as failed after the last poll finds no file', async () => {
    const { all, recorded } = steps();
    const { done } = runCelebrationExport(all);
    await jest.advanceTimersByTimeAsync(CELEBRATION_EXPORT_POLL_MS * CELEBRATION_EXPORT_MAX_POLLS);
    await expect(done).resolves.toBe('failed');
    expect(all.poll).toHaveBeenCalledTimes(CELEBRATION_EXPORT_MAX_POLLS);
    expect(recorded.toasts).toEqual(['starting', 'failed']);
  });

  it('still says completed when marking the file downloaded fails', async () => {
    const { all, recorded } = steps({
      poll: jest.fn().mockResolvedValue({ generated: true, fileUrl: FILE_URL }),
      markDownloaded: jest.fn().mockRejectedValue(new Error('500')),
    });
    const { done } = runCelebrationExport(all);
    await jest.advanceTimersByTimeAsync(CELEBRATION_EXPORT_POLL_MS);
    await expect(done).resolves.toBe('completed');
    expect(recorded.toasts).toEqual(['starting', 'completed']);
  });

  it('stops without another toast when cancelled while polling', async () => {
    const { all, recorded } = steps();
    const { done, cancel } = runCelebrationExport(all);
    await settle();
    cancel();
    await jest.advanceTimersByTimeAsync(CELEBRATION_EXPORT_POLL_MS * 3);
    expect(all.poll).not.toHaveBeenCalled();
    expect(recorded.toasts).toEqual(['starting']);
    void done;
  });
});
