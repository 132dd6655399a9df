/** Skin tones 1–5 are the Fitzpatrick modifiers U+1F3FB..U+1F3FF. */
export type SkinTone = 1 | 2 | 3 | 4 | 5;
