import { isScorable, scorableTextOf } from './scorable-text';

describe('the 30-character rule', () => {
  it('counts the text without the amount and the @ tokens', () => {
    expect(scorableTextOf('+10 @jordan.lee thanks for the  deck\n@sam')).toBe('thanks for the deck');
  });

  it('keeps hashtags, & mentions and a second amount, which are words of the text', () => {
    expect(scorableTextOf('+5 @a for #OwnIt with &sam, not +6')).toBe('for #OwnIt with &sam, not +6');
  });

  it('scores from exactly 30 characters', () => {
    const twentyNine = 'a'.repeat(29);
    expect(isScorable(`+100 @someone.with.a.long.name ${twentyNine}`)).toBe(false);
    expect(isScorable(`+100 @someone ${twentyNine}b`)).toBe(true);
    expect(isScorable(`   ${twentyNine}   `)).toBe(false);
  });
});
