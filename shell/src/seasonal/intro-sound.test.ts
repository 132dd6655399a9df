import { introSoundUrl } from './intro-sound';

describe('introSoundUrl', () => {
  it('is a playable PCM WAV as a data: URL, built once', () => {
    const url = introSoundUrl();
    expect(url).toMatch(/^data:audio\/wav;base64,/);
    const bytes = atob(url.slice(url.indexOf(',') + 1));
    expect(bytes.slice(0, 4)).toBe('RIFF');
    expect(bytes.slice(8, 16)).toBe('WAVEfmt ');
    expect(bytes.slice(36, 40)).toBe('data');
    expect(introSoundUrl()).toBe(url);
  });
});
