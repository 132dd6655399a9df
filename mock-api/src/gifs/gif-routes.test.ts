import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GIF_QUERY_MAX_LENGTH } from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { GIF_CATALOGUE, gifFileName } from './gif-catalogue';
import { drawGif } from './draw-gif';
import { GIFS_DIR } from './gif-files';
import { searchGifs } from './gif-search';

describe('searchGifs', () => {
  it('lists the whole catalogue for an empty query', () => {
    expect(searchGifs('').map((gif) => gif.id)).toEqual(GIF_CATALOGUE.map((gif) => gif.id));
  });

  it('finds by the beginnings of words of the title and tags, in any case', () => {
    expect(searchGifs('HIGH fi').map((gif) => gif.title)).toEqual(['High five']);
    expect(searchGifs('morning').map((gif) => gif.title)).toEqual(['Coffee break', 'New day']);
    expect(searchGifs('thank')[0]).toEqual({
      id: 'thank-you',
      title: 'Thank you',
      url: '/api/v2/media/gifs/thank-you.gif',
      width: 48,
      height: 36,
    });
  });

  it('finds nothing for words no GIF has', () => {
    expect(searchGifs('zebra')).toEqual([]);
  });
});

describe('GET /api/v2/gifs', () => {
  it('answers the search to a giver', async () => {
    const api = createTestApi();
    const { authorization } = await personaAuth(api.db, 'employee');
    const answer = await api.http.get('/api/v2/gifs?q=trophy').set('Authorization', authorization);
    expect(answer.status).toBe(200);
    expect(answer.body.result.map((gif: { id: string }) => gif.id)).toEqual(['trophy']);
  });

  it('refuses a company that turned GIFs off, a query too long, and someone who may not give', async () => {
    const api = createTestApi();
    const connect = await personaAuth(api.db, 'tier_two_user');
    const off = await api.http.get('/api/v2/gifs').set('Authorization', connect.authorization);
    expect([off.status, off.body.error]).toEqual([403, 'forbidden']);

    const { authorization } = await personaAuth(api.db, 'employee');
    const long = await api.http
      .get(`/api/v2/gifs?q=${'a'.repeat(GIF_QUERY_MAX_LENGTH + 1)}`)
      .set('Authorization', authorization);
    expect([long.status, long.body.error]).toEqual([400, 'bad_request']);

    const observer = await personaAuth(api.db, 'observer');
    const refused = await api.http.get('/api/v2/gifs').set('Authorization', observer.authorization);
    expect(refused.status).toBe(403);
  });

  it('serves each catalogue GIF publicly as a GIF, and nothing else under its path', async () => {
    const api = createTestApi();
    const gif = await api.http.get('/api/v2/media/gifs/trophy.gif');
    expect(gif.status).toBe(200);
    expect(gif.headers['content-type']).toBe('image/gif');
    expect(gif.headers['x-content-type-options']).toBe('nosniff');
    expect((gif.body as Buffer).subarray(0, 6).toString('latin1')).toBe('GIF89a');
    for (const path of ['/api/v2/media/gifs/unknown.gif', '/api/v2/media/gifs/..%2f..%2fpackage.json.gif']) {
      expect((await api.http.get(path)).status).toBe(404);
    }
  });
});

describe('the committed GIF files', () => {
  it.each(GIF_CATALOGUE.map((gif) => [gif.id, gif] as const))('%s is what `npm run gifs` draws', (_id, gif) => {
    expect(readFileSync(path.join(GIFS_DIR, gifFileName(gif.id))).equals(drawGif(gif))).toBe(true);
  });
});
