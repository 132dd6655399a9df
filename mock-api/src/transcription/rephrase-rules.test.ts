import { rephraseByRules } from './rephrase-rules';

describe('rephraseByRules', () => {
  it.each([
    ['go forward ten meters', 'Go forward ten meters.'],
    ['um i think uh the demo went really well', 'I think the demo went really well.'],
    ["i'm so glad you know i've learned a lot", "I'm so glad I've learned a lot."],
    ['thanks for the the help yesterday', 'Thanks for the help yesterday.'],
    ['great work. you stayed late to fix it', 'Great work. You stayed late to fix it.'],
    ['like, the launch was smooth', 'The launch was smooth.'],
    ['the launch was, like, smooth', 'The launch was smooth.'],
    ['great, um, really great', 'Great, really great.'],
    ['it was um like amazing', 'It was amazing.'],
    ['i mean, you really helped', 'You really helped.'],
    ['great job , thanks', 'Great job, thanks.'],
    ['  lots   of   space  ', 'Lots of space.'],
  ])('%j → %j', (text, expected) => {
    expect(rephraseByRules(text)).toBe(expected);
  });

  it('keeps the words that only look like fillers', () => {
    expect(rephraseByRules('i like your work')).toBe('I like your work.');
    expect(rephraseByRules('you know the plan and do you know why it worked')).toBe(
      'You know the plan and do you know why it worked.',
    );
    expect(rephraseByRules('as you know we shipped')).toBe('As you know we shipped.');
    expect(rephraseByRules('i know that that works')).toBe('I know that that works.');
  });

  it('leaves amounts, recipients, hashtags, mentions and emoji exactly as typed', () => {
    expect(rephraseByRules('+10 @mateo.manager thanks um for the fix #OwnIt')).toBe(
      '+10 @mateo.manager Thanks for the fix #OwnIt',
    );
    expect(rephraseByRules('@rita you know you rock :tada: &sam')).toBe('@rita You rock :tada: &sam');
    expect(rephraseByRules('#um @uh')).toBe('#um @uh');
  });

  it('keeps the sentence ends it finds and ends each line', () => {
    expect(rephraseByRules('wow! was that you? amazing')).toBe('Wow! Was that you? Amazing.');
    expect(rephraseByRules('first line\nsecond line um.')).toBe('First line.\nSecond line.');
  });

  it('answers nothing for a dictation of only hesitations', () => {
    expect(rephraseByRules('um uh hmm')).toBe('');
  });

  it('is deterministic and settled: a second pass changes nothing', () => {
    const once = rephraseByRules('um so i was like, you know, really impressed by the the demo');
    expect(once).toBe('So I was really impressed by the demo.');
    expect(rephraseByRules(once)).toBe(once);
  });
});
