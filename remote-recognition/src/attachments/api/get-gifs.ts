import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { GifResult } from '@laurel/shared/recognition';

const fetchGifs = ([, q]: readonly [string, string]) =>
  v2Client.get<{ result: GifResult[] }>('/gifs', { params: q ? { q } : undefined }).then((body) => body.result);

/** `GET /gifs?q=` (spec §7 `gifs`): the picker's search; an empty query lists the catalogue. */
export const useGifs = (query: string) => useSWR(['/gifs', query.trim()] as const, fetchGifs, QUERY_DEFAULTS);
