import { triggerAt } from './trigger-at-caret';

describe('triggerAt', () => {
  it.each([
    ['Thanks @al', { kind: 'recipient', query: 'al', start: 7 }],
    ['@', { kind: 'recipient', query: '', start: 0 }],
    ['great work +2', { kind: 'amount', query: '2', start: 11 }],
    ['for #OwnI', { kind: 'hashtag', query: 'OwnI', start: 4 }],
    ['cc &mar', { kind: 'mention', query: 'mar', start: 3 }],
    ['party :ta', { kind: 'emoji', query: 'ta', start: 6 }],
    ["#don't-stop", { kind: 'hashtag', query: "don't-stop", start: 0 }],
  ])('finds the token at the end of %j', (text, trigger) => {
    expect(triggerAt(text)).toEqual(trigger);
  });

  it.each([
    ['an e-mail a@b'],
    ['Thanks @alex '],
    ['+1.5'],
    ['+ten'],
    ['at 10:3'],
    ['R&D'],
    ['C#'],
    [':'],
    ['plain text'],
  ])('finds nothing in %j', (text) => {
    expect(triggerAt(text)).toBeNull();
  });
});
