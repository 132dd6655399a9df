import { mutate } from 'swr';
import { BONUS_CREATED_EVENT } from '@laurel/shared/recognition';
import { BONUS_FEED_KEY } from './api/get-bonus-feed';
import { bonus, feedPage } from './testing/bonuses';
import { keepFeedCurrent } from './keep-feed-current';

describe('keepFeedCurrent', () => {
  it('puts a recognition given while the feed is not shown on top of the cached first page', async () => {
    await mutate(BONUS_FEED_KEY, [feedPage([bonus(4), bonus(3)])], { revalidate: false });
    const stop = keepFeedCurrent();
    window.dispatchEvent(new CustomEvent(BONUS_CREATED_EVENT, { detail: { bonus: bonus(9), totalAmount: 10 } }));
    window.dispatchEvent(new CustomEvent(BONUS_CREATED_EVENT, { detail: { nothing: true } }));
    stop();
    window.dispatchEvent(new CustomEvent(BONUS_CREATED_EVENT, { detail: { bonus: bonus(10), totalAmount: 10 } }));

    const pages = await mutate(BONUS_FEED_KEY);
    expect(pages?.[0]?.result.map(({ id }: { id: number }) => id)).toEqual([9, 4, 3]);
  });
});
