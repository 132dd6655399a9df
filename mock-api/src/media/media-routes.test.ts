import { createTestApi } from '../testing/test-api';
import { ILLUSTRATION_NAMES, illustrationUrl } from './illustrations';

describe('GET /api/v2/media/<name>.svg', () => {
  it.each(ILLUSTRATION_NAMES)('serves %s as a picture without a token', async (name) => {
    const { http } = createTestApi();
    const response = await http.get(illustrationUrl(name)).expect(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body.toString()).toMatch(/^<svg [^>]*>.*<\/svg>$/s);
  });

  it('answers 404 for a picture it does not have', async () => {
    await createTestApi().http.get('/api/v2/media/nothing.svg').expect(404);
  });

  it('serves every picture the seed attaches to a recognition', async () => {
    const { http, db } = createTestApi();
    const urls = new Set(db.bonuses.flatMap((bonus) => bonus.attachments ?? []).map((attachment) => attachment.url));
    expect(urls.size).toBeGreaterThan(1);
    for (const url of urls) await http.get(url).expect(200);
  });
});
