import { SEASON_KINDS } from '@laurel/shared/seasonal';
import { introSoundUrl } from './intro-sound';
import { SEASON_THEMES } from './season-themes';

const SAMPLE_RATE_HZ = 8000;
const wavBytes = (url: string) => atob(url.slice(url.indexOf(',') + 1));

describe('introSoundUrl', () => {
  it.each(SEASON_KINDS)('is a playable PCM WAV as a data: URL for %s, built once', (kind) => {
    const url = introSoundUrl(kind);
    expect(url).toMatch(/^data:audio\/wav;base64,/);
    const bytes = wavBytes(url);
    expect(bytes.slice(0, 4)).toBe('RIFF');
    expect(bytes.slice(8, 16)).toBe('WAVEfmt ');
    expect(bytes.slice(36, 40)).toBe('data');
    expect(introSoundUrl(kind)).toBe(url);
  });

  it.each(SEASON_KINDS)("lasts as long as %s's notes, between a third of a second and two seconds", (kind) => {
    const tuneMs = SEASON_THEMES[kind].tune.reduce((total, note) => total + note.ms, 0);
    const sampleCount = wavBytes(introSoundUrl(kind)).length - 44;
    expect(sampleCount / SAMPLE_RATE_HZ).toBeCloseTo(tuneMs / 1000, 1);
    expect(tuneMs).toBeGreaterThanOrEqual(300);
    expect(tuneMs).toBeLessThanOrEqual(2000);
  });

  it('plays a different tune in each season', () => {
    expect(new Set(SEASON_KINDS.map(introSoundUrl)).size).toBe(SEASON_KINDS.length);
  });
});
