import type { QualityDimensionKey } from '@laurel/shared/contract';
import type { QualityContext } from './quality-scorer';
import { ruleBasedScorer } from './rule-based-scorer';

const CONTEXT: QualityContext = {
  values: [
    { hashtag: 'OwnIt', description: 'We take responsibility from start to finish.' },
    { hashtag: 'BetterTogether', description: 'We help each other win.' },
  ],
  recipientFirstNames: ['Jordan'],
};

const dimension = (text: string, key: QualityDimensionKey, context = CONTEXT) =>
  ruleBasedScorer.score(text, context).dimensions.find((candidate) => candidate.key === key)!;

describe('the rule-based scorer', () => {
  it('answers the five dimensions in order, with totals and the gauge fill as a percentage', () => {
    const score = ruleBasedScorer.score(
      '+10 @jordan You turned the launch checklist around overnight, which helped us ship on Friday #OwnIt',
      CONTEXT,
    );
    expect(score.dimensions.map((entry) => entry.key)).toEqual([
      'specific',
      'contextual',
      'values_aligned',
      'personal',
      'genuine',
    ]);
    expect(score.totals).toEqual({ matches: 5, total: 5 });
    expect(score.score).toBe(100);
    expect(ruleBasedScorer.score('Great job!!! GREAT JOB!!! THANKS SO MUCH!!!', CONTEXT)).toMatchObject({
      score: 0,
      totals: { matches: 0, total: 5 },
    });
  });

  describe('specific', () => {
    it.each([
      ['a deliverable', 'You nailed the quarterly report', '“report”'],
      ['a plural deliverable, as written', 'Closing those tickets mattered', '“tickets”'],
      ['a number', 'You answered 40 calls', '“40”'],
      ['a percentage', 'Conversions rose by 12% thanks to you', '“12%”'],
      ['a day', 'What you did on Tuesday was great', '“tuesday”'],
    ])('matches %s and quotes it', (_what, text, quoted) => {
      const { matches, reason } = dimension(text, 'specific');
      expect(matches).toBe(true);
      expect(reason).toContain(quoted);
    });

    it('does not count the amount or the @ tag as a number, and says what would make it specific', () => {
      const { matches, reason } = dimension('+25 @jordan2 thanks for all the help lately', 'specific');
      expect(matches).toBe(false);
      expect(reason).toMatch(/name the project, deliverable or moment, or add a number/);
    });
  });

  describe('contextual', () => {
    it.each(['because', 'which helped', 'so that', 'made it possible'])('matches “%s”', (phrase) => {
      const { matches, reason } = dimension(`You stayed late ${phrase} the team could rest`, 'contextual');
      expect(matches).toBe(true);
      expect(reason).toBe(`Says why it mattered (“${phrase}”).`);
    });

    it('needs the whole word: “becausey” and “so” alone are not a why', () => {
      expect(dimension('You stayed late becausey reasons, so', 'contextual').matches).toBe(false);
      expect(dimension('Thanks for the help', 'contextual').reason).toMatch(/“because”, “which helped” or “so that”/);
    });
  });

  describe('values_aligned', () => {
    it('matches a company value hashtag in any case, naming it as the company spells it', () => {
      const { matches, reason } = dimension('Great call on the vendor #ownit', 'values_aligned');
      expect(matches).toBe(true);
      expect(reason).toBe('Ties it to #OwnIt, one of your company values.');
    });

    it('matches the value said in words', () => {
      const { matches, reason } = dimension('We really were better together on this one', 'values_aligned');
      expect(matches).toBe(true);
      expect(reason).toBe('Says #BetterTogether in words (“better together”).');
    });

    it('does not count a hashtag that is not a company value, and lists the values', () => {
      const { matches, reason } = dimension('Great call on the vendor #teamwork', 'values_aligned');
      expect(matches).toBe(false);
      expect(reason).toBe(
        'Its hashtags are not among your company values: tie it to the one it showed (#OwnIt, #BetterTogether).',
      );
      expect(dimension('Great call on the vendor', 'values_aligned').reason).toBe(
        'Tie it to a company value: add the one it showed (#OwnIt, #BetterTogether).',
      );
    });

    it('takes any hashtag when the company has listed no values', () => {
      const none = { ...CONTEXT, values: [] };
      expect(dimension('Great call #teamwork', 'values_aligned', none).matches).toBe(true);
      expect(dimension('Great call', 'values_aligned', none).matches).toBe(false);
    });
  });

  describe('personal', () => {
    it.each(['you', 'your', "you're", 'you’ve'])('matches speaking to them as “%s”', (word) => {
      expect(dimension(`Thanks, ${word} made the difference`, 'personal').matches).toBe(true);
    });

    it('matches a recipient’s first name in the prose, but not the @ tag alone', () => {
      expect(dimension('@jordan Jordan kept the room calm', 'personal')).toEqual({
        key: 'personal',
        matches: true,
        reason: 'Calls them by their first name.',
      });
      const tagOnly = dimension('@jordan kept the room calm', 'personal');
      expect(tagOnly.matches).toBe(false);
      expect(tagOnly.reason).toMatch(/as “you” or by their first name/);
    });
  });

  describe('genuine', () => {
    const OWN_WORDS = 'the migration plan held up under pressure and customers never noticed';

    it('matches words of the writer’s own', () => {
      expect(dimension(`Thanks! ${OWN_WORDS}.`, 'genuine')).toMatchObject({ matches: true });
    });

    it.each([
      ['capitals', OWN_WORDS.toUpperCase(), /shouting/],
      ['runs of punctuation', `${OWN_WORDS}!!!`, /“!!!”/],
      ['a word over and over', `${OWN_WORDS} thanks thanks thanks`, /Repeats a word/],
      ['stock phrases alone', 'Great job, thanks so much, you are awesome and amazing!', /stock phrases/],
    ])('does not match %s, and says why', (_what, text, why) => {
      const { matches, reason } = dimension(text, 'genuine');
      expect(matches).toBe(false);
      expect(reason).toMatch(why);
    });
  });

  it('suggests per dimension, from the company’s values and the people named', () => {
    expect(ruleBasedScorer.suggest('x', 'values_aligned', CONTEXT)).toEqual([
      'Add #OwnIt if it showed that we take responsibility from start to finish.',
      'Add #BetterTogether if it showed that we help each other win.',
    ]);
    expect(ruleBasedScorer.suggest('x', 'personal', CONTEXT)[0]).toBe('Write to Jordan directly: “Jordan, you …”.');
    for (const key of ['specific', 'contextual', 'genuine'] as const) {
      expect(ruleBasedScorer.suggest('x', key, CONTEXT).length).toBeGreaterThan(0);
    }
  });
});
