/** What the coordinator needs of a `<video>`. */
export interface PlayableVideo {
  play(): Promise<void>;
  pause(): void;
  muted: boolean;
}

/** Spec §4: a pause waits this long, so a video scrolled past and back keeps playing. */
export const PAUSE_DEBOUNCE_MS = 100;

interface Timers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
}

const isAutoplayBlocked = (error: unknown) => error instanceof Error && error.name === 'NotAllowedError';

/**
 * Spec §4 video playback: one video plays at a time and starting another pauses it; a video in a modal
 * has priority over the page's; a video whose autoplay is blocked is muted and tried again; a pause is
 * debounced by 100 ms.
 */
export function createPlaybackCoordinator(timers: Timers = globalThis as unknown as Timers) {
  let active: { video: PlayableVideo; inModal: boolean } | null = null;
  const pendingPauses = new Map<PlayableVideo, unknown>();

  const cancelPause = (video: PlayableVideo) => {
    const handle = pendingPauses.get(video);
    if (handle === undefined) return;
    timers.clearTimeout(handle as never);
    pendingPauses.delete(video);
  };

  /** May `video` play now? Not over a modal's video; any other active one is paused. */
  function claim(video: PlayableVideo, inModal: boolean): boolean {
    cancelPause(video);
    if (active && active.video !== video) {
      if (active.inModal && !inModal) return false;
      active.video.pause();
    }
    active = { video, inModal };
    return true;
  }

  return {
    /** Plays `video`, muting it and trying once more when the browser blocks sound. False when it does not play. */
    async play(video: PlayableVideo, { inModal = false } = {}): Promise<boolean> {
      if (!claim(video, inModal)) return false;
      try {
        await video.play();
        return true;
      } catch (error) {
        if (!isAutoplayBlocked(error)) return release(video);
        video.muted = true;
        return video.play().then(
          () => true,
          () => release(video),
        );
      }
    },

    /** A video that started by itself (its own controls): the others stop, unless a modal's plays. */
    started(video: PlayableVideo, { inModal = false } = {}): void {
      if (!claim(video, inModal)) video.pause();
    },

    /** Pauses after the debounce, unless the video is asked to play again meanwhile. */
    requestPause(video: PlayableVideo): void {
      cancelPause(video);
      pendingPauses.set(
        video,
        timers.setTimeout(() => {
          pendingPauses.delete(video);
          video.pause();
          release(video);
        }, PAUSE_DEBOUNCE_MS),
      );
    },

    /** The video is gone or paused by the person: it no longer holds the stage. */
    release,

    get active(): PlayableVideo | null {
      return active?.video ?? null;
    },
  };

  function release(video: PlayableVideo): false {
    cancelPause(video);
    if (active?.video === video) active = null;
    return false;
  }
}

export type PlaybackCoordinator = ReturnType<typeof createPlaybackCoordinator>;

/** The page's one coordinator: every feed video and the detail modal's video share it. */
export const playback = createPlaybackCoordinator();
