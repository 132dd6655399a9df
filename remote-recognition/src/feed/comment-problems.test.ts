import { HttpError } from '@laurel/shared';
import { commentProblem, refusedCommentProblem } from './comment-problems';

describe('comment problems', () => {
  it('refuses a blank comment and one over 1000 characters after trimming', () => {
    expect(commentProblem('  \n ')).toBe('missing_text');
    expect(commentProblem(` ${'a'.repeat(1000)} `)).toBeNull();
    expect(commentProblem('a'.repeat(1001))).toBe('too_long');
    expect(commentProblem('Well done')).toBeNull();
  });

  it('reads the refusal a 422 names, and nothing from other failures', () => {
    expect(refusedCommentProblem(new HttpError(422, { body: { error: 'too_long', message: 'x' } }))).toBe('too_long');
    expect(refusedCommentProblem(new HttpError(422, { body: { error: 'spam', message: 'x' } }))).toBeNull();
    expect(refusedCommentProblem(new HttpError(500, { body: 'oops' }))).toBeNull();
    expect(refusedCommentProblem(new Error('offline'))).toBeNull();
  });
});
