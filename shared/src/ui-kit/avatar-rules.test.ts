import {
  AVATAR_PALETTE_SIZE,
  avatarColor,
  avatarColorIndex,
  avatarInitials,
  overflowTooltipNames,
  splitAvatarStack,
} from './avatar-rules';

describe('avatarInitials', () => {
  it.each([
    ['ada', 'A'],
    ['Ada Lovelace', 'AL'],
    ['ada king lovelace', 'AKL'],
    ['Augusta Ada King Lovelace', 'AAK'],
    ['  grace   hopper ', 'GH'],
    ['élodie ötker', 'ÉÖ'],
    ['', ''],
  ])('%p → %p', (name, initials) => {
    expect(avatarInitials(name)).toBe(initials);
  });
});

describe('avatarColorIndex', () => {
  it('is the sum of char codes modulo 12', () => {
    expect(avatarColorIndex('AB')).toBe((65 + 66) % 12);
    expect(avatarColorIndex('')).toBe(0);
  });

  it('gives the same colour for the same name, always inside the palette', () => {
    const names = ['Ada Lovelace', 'Grace Hopper', 'Zoë', '日本語', 'x'.repeat(500)];
    for (const name of names) {
      expect(avatarColorIndex(name)).toBe(avatarColorIndex(name));
      expect(avatarColorIndex(name)).toBeGreaterThanOrEqual(0);
      expect(avatarColorIndex(name)).toBeLessThan(AVATAR_PALETTE_SIZE);
    }
    expect(avatarColor('AB')).toBe(`var(--laurel-avatar-${(65 + 66) % 12})`);
  });

  it('reaches every palette entry', () => {
    const indexes = new Set(
      Array.from({ length: 12 }, (_, offset) => avatarColorIndex(String.fromCharCode(72 + offset))),
    );
    expect(indexes.size).toBe(AVATAR_PALETTE_SIZE);
  });
});

describe('avatar stack rules', () => {
  it('shows at most 5 and hides the rest', () => {
    const people = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(splitAvatarStack(people)).toEqual({ visible: ['a', 'b', 'c', 'd', 'e'], hidden: ['f', 'g'] });
    expect(splitAvatarStack(['a'])).toEqual({ visible: ['a'], hidden: [] });
  });

  it('lists up to 10 hidden names and counts the rest', () => {
    const hidden = Array.from({ length: 13 }, (_, index) => `Person ${index}`);
    expect(overflowTooltipNames(hidden)).toEqual({ names: hidden.slice(0, 10), moreCount: 3 });
    expect(overflowTooltipNames(['x'])).toEqual({ names: ['x'], moreCount: 0 });
  });
});
