import { v2Client } from '@laurel/shared';
import { preloadFirstReads } from './preload-first-reads';

describe('preloadFirstReads', () => {
  afterEach(() => jest.restoreAllMocks());

  it("asks for the feed's first page on /, as the feed asks for it", () => {
    const preload = jest.spyOn(v2Client, 'preload').mockImplementation(() => undefined);
    preloadFirstReads('/');
    expect(preload).toHaveBeenCalledWith('bonus_feeds', { page: 1, per_page: 20 });
  });

  it('asks for nothing on another page', () => {
    const preload = jest.spyOn(v2Client, 'preload').mockImplementation(() => undefined);
    preloadFirstReads('/rewards');
    preloadFirstReads('/bonuses/12');
    expect(preload).not.toHaveBeenCalled();
  });
});
