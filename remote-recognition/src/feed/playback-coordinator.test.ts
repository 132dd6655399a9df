import { createPlaybackCoordinator, PAUSE_DEBOUNCE_MS, type PlayableVideo } from './playback-coordinator';

function video(blocked: 'never' | 'with-sound' | 'always' = 'never') {
  const events: string[] = [];
  const v: PlayableVideo & { events: string[] } = {
    muted: false,
    events,
    play: jest.fn(async () => {
      if (blocked === 'always' || (blocked === 'with-sound' && !v.muted)) {
        events.push('blocked');
        throw Object.assign(new Error('autoplay'), { name: 'NotAllowedError' });
      }
      events.push('play');
    }),
    pause: jest.fn(() => {
      events.push('pause');
    }),
  };
  return v;
}

describe('the playback coordinator', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('plays one video at a time: starting another pauses the active one', async () => {
    const coordinator = createPlaybackCoordinator();
    const [first, second] = [video(), video()];
    expect(await coordinator.play(first)).toBe(true);
    expect(await coordinator.play(second)).toBe(true);
    expect(first.events).toEqual(['play', 'pause']);
    expect(coordinator.active).toBe(second);
  });

  it('gives a modal’s video priority: the page’s cannot start over it, and a video started by hand is stopped', async () => {
    const coordinator = createPlaybackCoordinator();
    const [inModal, onPage] = [video(), video()];
    await coordinator.play(inModal, { inModal: true });
    expect(await coordinator.play(onPage)).toBe(false);
    coordinator.started(onPage);
    expect(onPage.events).toEqual(['pause']);
    expect(inModal.events).toEqual(['play']);
    expect(coordinator.active).toBe(inModal);
    // A modal's video does take over from the page's.
    const page = createPlaybackCoordinator();
    await page.play(onPage);
    await page.play(inModal, { inModal: true });
    expect(page.active).toBe(inModal);
  });

  it('mutes a video whose autoplay is blocked and tries again', async () => {
    const coordinator = createPlaybackCoordinator();
    const loud = video('with-sound');
    expect(await coordinator.play(loud)).toBe(true);
    expect(loud.muted).toBe(true);
    expect(loud.events).toEqual(['blocked', 'play']);
  });

  it('gives up when even the muted video is blocked, and leaves the stage free', async () => {
    const coordinator = createPlaybackCoordinator();
    const stuck = video('always');
    expect(await coordinator.play(stuck)).toBe(false);
    expect(stuck.play).toHaveBeenCalledTimes(2);
    expect(coordinator.active).toBeNull();
  });

  it('debounces a pause by 100 ms, and a play meanwhile cancels it', async () => {
    const coordinator = createPlaybackCoordinator();
    const clip = video();
    await coordinator.play(clip);
    coordinator.requestPause(clip);
    jest.advanceTimersByTime(PAUSE_DEBOUNCE_MS - 1);
    expect(clip.pause).not.toHaveBeenCalled();
    await coordinator.play(clip);
    jest.advanceTimersByTime(PAUSE_DEBOUNCE_MS);
    expect(clip.pause).not.toHaveBeenCalled();

    coordinator.requestPause(clip);
    jest.advanceTimersByTime(PAUSE_DEBOUNCE_MS);
    expect(clip.pause).toHaveBeenCalledTimes(1);
    expect(coordinator.active).toBeNull();
  });
});
