/** Where the mock-api serves its illustrations: public, so an `<img>` needs no bearer token. */
export const MEDIA_PATH = '/api/v2/media';

interface Illustration {
  word: string;
  alt_text: string;
  background: string;
  shape: string;
}

/** Small generated pictures for seeded recognitions: a coloured shape and a word, no network needed. */
export const ILLUSTRATIONS = {
  'high-five': {
    word: 'High five!',
    alt_text: 'Two hands meeting in a high five',
    background: '#ffe8a3',
    shape: '#f59f00',
  },
  trophy: { word: 'Champion', alt_text: 'A golden trophy on a podium', background: '#fff3bf', shape: '#e8590c' },
  rocket: { word: 'Launched', alt_text: 'A rocket lifting off', background: '#d0ebff', shape: '#1c7ed6' },
  confetti: { word: 'Hooray', alt_text: 'Confetti falling on a party', background: '#ffdeeb', shape: '#d6336c' },
  teamwork: {
    word: 'Together',
    alt_text: 'Three overlapping circles, one team',
    background: '#d3f9d8',
    shape: '#2b8a3e',
  },
  coffee: { word: 'Thank you', alt_text: 'A steaming cup of coffee', background: '#f1e4d8', shape: '#8d5524' },
} as const satisfies Record<string, Illustration>;

export type IllustrationName = keyof typeof ILLUSTRATIONS;
export const ILLUSTRATION_NAMES = Object.keys(ILLUSTRATIONS) as IllustrationName[];

export const illustrationUrl = (name: IllustrationName) => `${MEDIA_PATH}/${name}.svg`;

export const isIllustrationName = (name: string): name is IllustrationName => Object.hasOwn(ILLUSTRATIONS, name);

/** The picture: 480×270, a circle, a rounded square and a triangle in the shape colour, and the word. */
export function illustrationSvg(name: IllustrationName): string {
  const { word, alt_text, background, shape } = ILLUSTRATIONS[name];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270" role="img">',
    `<title>${alt_text}</title>`,
    `<rect width="480" height="270" fill="${background}"/>`,
    `<circle cx="120" cy="110" r="60" fill="${shape}" opacity="0.85"/>`,
    `<rect x="200" y="60" width="100" height="100" rx="18" fill="${shape}" opacity="0.6"/>`,
    `<polygon points="380,50 440,160 320,160" fill="${shape}" opacity="0.75"/>`,
    `<text x="240" y="230" font-family="sans-serif" font-size="40" font-weight="700" text-anchor="middle" fill="${shape}">${word}</text>`,
    '</svg>',
  ].join('');
}
