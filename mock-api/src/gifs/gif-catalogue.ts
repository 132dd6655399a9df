import type { Rgb } from './gif-encoder';

export type GifShape = 'circle' | 'square' | 'diamond' | 'heart' | 'star' | 'ring';

export interface CatalogueGif {
  id: string;
  title: string;
  /** Words a search matches besides the title's. */
  tags: readonly string[];
  shape: GifShape;
  /** Background, shape, and the spark around it. */
  colours: readonly [Rgb, Rgb, Rgb];
}

export const GIF_WIDTH = 48;
export const GIF_HEIGHT = 36;

/** The seeded GIFs the picker searches (recognition §7 `gifs`): small animations drawn by `npm run gifs`. */
export const GIF_CATALOGUE: readonly CatalogueGif[] = [
  {
    id: 'thank-you',
    title: 'Thank you',
    tags: ['thanks', 'grateful', 'appreciate'],
    shape: 'heart',
    colours: [
      [255, 244, 230],
      [214, 64, 69],
      [255, 183, 3],
    ],
  },
  {
    id: 'high-five',
    title: 'High five',
    tags: ['highfive', 'teamwork', 'yes'],
    shape: 'diamond',
    colours: [
      [232, 244, 253],
      [29, 111, 184],
      [252, 191, 73],
    ],
  },
  {
    id: 'celebrate',
    title: 'Celebrate',
    tags: ['party', 'congrats', 'woohoo', 'confetti'],
    shape: 'star',
    colours: [
      [40, 30, 70],
      [255, 209, 102],
      [239, 71, 111],
    ],
  },
  {
    id: 'applause',
    title: 'Applause',
    tags: ['clap', 'bravo', 'well done'],
    shape: 'ring',
    colours: [
      [245, 245, 245],
      [6, 214, 160],
      [17, 138, 178],
    ],
  },
  {
    id: 'trophy',
    title: 'Trophy',
    tags: ['winner', 'champion', 'award'],
    shape: 'square',
    colours: [
      [30, 41, 59],
      [250, 204, 21],
      [203, 213, 225],
    ],
  },
  {
    id: 'rocket-launch',
    title: 'Rocket launch',
    tags: ['ship', 'launch', 'fast', 'release'],
    shape: 'diamond',
    colours: [
      [15, 23, 42],
      [248, 113, 113],
      [253, 224, 71],
    ],
  },
  {
    id: 'heart',
    title: 'Heart',
    tags: ['love', 'kind', 'care'],
    shape: 'heart',
    colours: [
      [253, 242, 248],
      [219, 39, 119],
      [244, 114, 182],
    ],
  },
  {
    id: 'gold-star',
    title: 'Gold star',
    tags: ['star', 'excellent', 'shine'],
    shape: 'star',
    colours: [
      [239, 246, 255],
      [234, 179, 8],
      [59, 130, 246],
    ],
  },
  {
    id: 'thumbs-up',
    title: 'Thumbs up',
    tags: ['ok', 'good', 'approve', 'nice'],
    shape: 'circle',
    colours: [
      [236, 253, 245],
      [5, 150, 105],
      [52, 211, 153],
    ],
  },
  {
    id: 'coffee-break',
    title: 'Coffee break',
    tags: ['coffee', 'morning', 'energy'],
    shape: 'square',
    colours: [
      [254, 243, 199],
      [120, 53, 15],
      [217, 119, 6],
    ],
  },
  {
    id: 'new-day',
    title: 'New day',
    tags: ['morning', 'fresh', 'start', 'sunrise'],
    shape: 'circle',
    colours: [
      [254, 215, 170],
      [234, 88, 12],
      [250, 204, 21],
    ],
  },
  {
    id: 'bright-idea',
    title: 'Bright idea',
    tags: ['idea', 'smart', 'creative'],
    shape: 'ring',
    colours: [
      [24, 24, 27],
      [253, 224, 71],
      [255, 255, 255],
    ],
  },
];

export const gifFileName = (id: string) => `${id}.gif`;
