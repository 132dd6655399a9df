import { COMMENT_MAX_LENGTH } from './recognition-rules';
import { commentBodyError, commentBodySchema, createBonusBodySchema } from './recognition-schemas';

describe('the comment body', () => {
  const reason = (text: string) => ({ comment: { reason: text } });
  it.each([
    ['a blank reason', reason('   '), 'missing_text'],
    ['a reason that is not text', { comment: { reason: 7 } }, 'missing_text'],
    ['no comment', {}, 'missing_text'],
    ['no body', null, 'missing_text'],
    ['a reason over the limit', reason(` ${'x'.repeat(COMMENT_MAX_LENGTH + 1)} `), 'too_long'],
    ['a reason at the limit once trimmed', reason(` ${'x'.repeat(COMMENT_MAX_LENGTH)} `), null],
  ])('answers %s with %s', (_what, body, error) => {
    expect(commentBodyError(body)).toBe(error);
  });

  it('sends the reason trimmed', () => {
    expect(commentBodySchema.parse({ comment: { reason: '  Well done ' } })).toEqual({
      comment: { reason: 'Well done' },
    });
  });
});

describe('the recognition body', () => {
  const bonus = {
    reason: '+5 @ana #OwnIt',
    privacy: 'publicly_visible',
    reason_tokens: [],
    attachments_attributes: [],
  };

  it('takes what the composer sends', () => {
    expect(createBonusBodySchema.safeParse({ bonus: { ...bonus, parent_bonus_id: 9 } }).success).toBe(true);
  });

  it.each([
    ['no bonus', { reason: 'x' }],
    ['an unknown privacy', { bonus: { ...bonus, privacy: 'everyone' } }],
    [
      'a script address',
      { bonus: { ...bonus, attachments_attributes: [{ category: 'image', url: 'javascript:x', alt_text: '' }] } },
    ],
    [
      'two attachments',
      {
        bonus: { ...bonus, attachments_attributes: Array(2).fill({ category: 'image', url: '/a.png', alt_text: '' }) },
      },
    ],
  ])('refuses %s', (_what, body) => {
    expect(createBonusBodySchema.safeParse(body).success).toBe(false);
  });
});
