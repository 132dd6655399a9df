import type { GifResult } from '@laurel/shared/contract';
import { GIF_CATALOGUE, GIF_HEIGHT, GIF_WIDTH, type CatalogueGif } from './gif-catalogue';
import { gifUrl } from './gif-files';

const GIF_RESULTS_MAX = 24;

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Every word asked begins a word of the GIF's title or tags ("hi fi" finds "High five"). */
function matches(gif: CatalogueGif, asked: readonly string[]): boolean {
  const words = wordsOf([gif.title, ...gif.tags].join(' '));
  return asked.every((word) => words.some((candidate) => candidate.startsWith(word)));
}

const resultOf = (gif: CatalogueGif): GifResult => ({
  id: gif.id,
  title: gif.title,
  url: gifUrl(gif.id),
  width: GIF_WIDTH,
  height: GIF_HEIGHT,
});

/** The catalogue's GIFs for a query, in catalogue order; an empty query lists them all. */
export function searchGifs(query: string): GifResult[] {
  const asked = wordsOf(query);
  return GIF_CATALOGUE.filter((gif) => matches(gif, asked))
    .slice(0, GIF_RESULTS_MAX)
    .map(resultOf);
}
