import { choiceKey, introSeenKey, type Season } from '@laurel/shared/seasonal';

// Storage can throw (disabled, private mode, quota); the theme is decoration, so it degrades to "off".
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch (error) {
    console.warn('Seasonal theme: could not store the choice', error);
  }
}

export const readStoredChoice = (season: Season) => read(choiceKey(season)) === 'true';
export const hasStoredChoice = (season: Season) => read(choiceKey(season)) !== null;
export const storeChoice = (season: Season, enabled: boolean) => write(choiceKey(season), String(enabled));

export const wasIntroSeen = (season: Season) => read(introSeenKey(season)) !== null;
export const markIntroSeen = (season: Season) => write(introSeenKey(season), 'true');
