import {
  cardLinkFor,
  featuredImage,
  featuredVideo,
  fullDate,
  namesOf,
  parseBonusId,
  peopleList,
} from './bonus-display';
import { bonus, MATEO } from './testing/bonuses';

describe('bonus display', () => {
  const others = (count: number) => `${count} others`;

  it('lists up to three names, then counts the rest', () => {
    expect(peopleList(['Ana'], 'en', others)).toBe('Ana');
    expect(peopleList(['Ana', 'Bo'], 'en', others)).toBe('Ana and Bo');
    expect(peopleList(['Ana', 'Bo', 'Cy'], 'en', others)).toBe('Ana, Bo, and Cy');
    expect(peopleList(['Ana', 'Bo', 'Cy', 'Di', 'Ed'], 'en', others)).toBe('Ana, Bo, and 3 others');
    expect(peopleList(['Ana', 'Bo'], 'de', others)).toBe('Ana und Bo');
    expect(peopleList([], 'en', others)).toBe('');
  });

  it('features the first attachment when it is an image or a GIF', () => {
    const image = { category: 'image' as const, url: '/a.png', alt_text: 'A cake' };
    const gif = { category: 'social' as const, url: '/b.gif', alt_text: 'Dancing' };
    const video = { category: 'video' as const, url: '/c.mp4', alt_text: 'Talk' };
    expect(featuredImage(bonus(1, { attachments: [image, video] }))).toBe(image);
    expect(featuredImage(bonus(1, { attachments: [gif] }))).toBe(gif);
    expect(featuredImage(bonus(1, { attachments: [video, image] }))).toBeNull();
    expect(featuredImage(bonus(1))).toBeNull();
  });

  it('features the first attachment when it is a video, to play with its poster', () => {
    const video = { category: 'video' as const, url: '/c.webm', alt_text: 'Talk', video_poster_url: '/c.jpg' };
    const gif = { category: 'social' as const, url: '/b.gif', alt_text: 'Dancing' };
    expect(featuredVideo(bonus(1, { attachments: [video, gif] }))).toBe(video);
    expect(featuredVideo(bonus(1, { attachments: [gif, video] }))).toBeNull();
    expect(featuredVideo(bonus(1))).toBeNull();
  });

  it('reads a recognition id from the address, or nothing', () => {
    expect(parseBonusId('42')).toBe(42);
    expect(parseBonusId(undefined)).toBeNull();
    expect(parseBonusId('0')).toBeNull();
    expect(parseBonusId('4x')).toBeNull();
    expect(parseBonusId('99999999999999999999')).toBeNull();
  });

  it('writes the full date in the reader’s language', () => {
    const date = new Date('2026-11-20T10:00:00.000Z');
    expect(fullDate(date, 'en')).toContain('November 20, 2026');
    expect(fullDate(date, 'de')).toContain('20. November 2026');
  });

  it('names the giver and receivers by username, whatever its case', () => {
    const names = namesOf(bonus(1, { receivers: [{ ...MATEO, username: 'Mateo-M' }] }));
    expect(names.get('mateo-m')).toBe('Mateo Manager');
    expect(names.get('emma-employee')).toBe('Emma Employee');
  });
});

describe('cardLinkFor', () => {
  const linkFor = cardLinkFor(namesOf(bonus(1)));
  const token = (type: 'user_tag' | 'mention' | 'hashtag', value: string) => ({ type, value, raw: `@${value}` });

  it('leads a person’s tag and a hashtag to their pages', () => {
    expect(linkFor(token('user_tag', 'Mateo-Manager'))).toBe('/company/users/Mateo-Manager');
    expect(linkFor(token('mention', 'ops'))).toBe('/company/users/ops');
    expect(linkFor(token('hashtag', 'OwnIt'))).toBe('/company/hashtags/OwnIt');
  });

  it('leaves a group’s tag without a page', () => {
    expect(linkFor(token('user_tag', 'group-3'))).toBe('');
    expect(linkFor(token('user_tag', 'everyone'))).toBe('');
  });
});
