import { CELEBRATION_EXPORT_POLL_MS, type CelebrationExportState } from '@laurel/shared/contract';

/** The spec is silent on how long to wait: two minutes of 5-second polls, then the export counts as failed. */
export const CELEBRATION_EXPORT_MAX_POLLS = 24;

/** Programs §4: idle → starting → polling → downloading → completed; failed (or timed out) stops polling. */
export type CelebrationExportPhase = 'idle' | 'starting' | 'polling' | 'downloading' | 'completed' | 'failed';

/** Programs §8: the export's four toasts. */
export type CelebrationExportToast = 'starting' | 'failedGeneration' | 'failed' | 'completed';

export interface CelebrationExportSteps {
  start: () => Promise<{ generatedFileId?: number | null }>;
  poll: (fileId: number) => Promise<CelebrationExportState>;
  download: (fileUrl: string) => void;
  markDownloaded: (fileId: number) => Promise<unknown>;
  toast: (toast: CelebrationExportToast) => void;
  onPhase: (phase: CelebrationExportPhase) => void;
  pollMs?: number;
  maxPolls?: number;
}

/** Runs one export to its end; `cancel` stops polling (the page closed) without another toast. */
export function runCelebrationExport({
  start,
  poll,
  download,
  markDownloaded,
  toast,
  onPhase,
  pollMs = CELEBRATION_EXPORT_POLL_MS,
  maxPolls = CELEBRATION_EXPORT_MAX_POLLS,
}: CelebrationExportSteps): { done: Promise<CelebrationExportPhase>; cancel: () => void } {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = () => new Promise<void>((resolve) => (timer = setTimeout(resolve, pollMs)));
  const end = (phase: CelebrationExportPhase, said: CelebrationExportToast) => {
    if (cancelled) return phase;
    toast(said);
    onPhase(phase);
    return phase;
  };

  const run = async (): Promise<CelebrationExportPhase> => {
    onPhase('starting');
    toast('starting');
    const started = await start().catch(() => null);
    if (cancelled) return 'idle';
    if (started === null) return end('failed', 'failed');
    const fileId = started.generatedFileId;
    if (typeof fileId !== 'number') return end('failed', 'failedGeneration');
    onPhase('polling');
    for (let polls = 0; polls < maxPolls; polls++) {
      await wait();
      if (cancelled) return 'idle';
      const state = await poll(fileId).catch(() => null);
      if (cancelled) return 'idle';
      if (state === null) return end('failed', 'failed');
      if (state.generated && state.fileUrl) {
        onPhase('downloading');
        download(state.fileUrl);
        // The file is already the admin's; marking it is bookkeeping and its failure is not theirs.
        await markDownloaded(fileId).catch(() => undefined);
        return end('completed', 'completed');
      }
    }
    return end('failed', 'failed');
  };

  return {
    done: run(),
    cancel: () => {
      cancelled = true;
      clearTimeout(timer);
    },
  };
}
