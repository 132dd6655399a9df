import { XSS_CORPUS } from '../testing/rich-text-problems';
import { securityTally, writeSecurityResults } from '../testing/security-results';
import { pulseResults } from '../reports/pulse-results/pulse-results';
import type { PulseResponse } from '../seed/pulse-checks';

/**
 * Pulse comments are anonymous free text: whatever was typed, the results answer it as plain text with the
 * markup taken out by a real parser, and the page draws it as text (an attribute-like word outside a tag is inert).
 */
const commentText = securityTally(
  'XSS payloads in pulse comments (API)',
  (cases) => `${XSS_CORPUS.length} payloads as anonymous comments, answered as text without tags, ${cases} checks`,
);

afterAll(() => writeSecurityResults('xss-corpus-pulse-results', [commentText.row()]));

describe('pulse comments', () => {
  it('are answered as plain text: no tag survives, not even one escaped in the payload', () => {
    const responses: PulseResponse[] = XSS_CORPUS.map(({ payload }, index) => ({
      id: index + 1,
      question_id: 1,
      user_id: index + 1,
      department: 'Sales',
      answered_on: '2026-10-05',
      score: 3,
      comment: payload,
    }));
    const results = pulseResults(
      { questions: [{ id: 1, text: 'I feel recognised.' }], responses },
      { start_date: '2026-10-01', end_date: '2026-10-31' },
    );
    const problems = results.comments.filter((comment) => !commentText.count(!/<\s*[a-z!/?]/i.test(comment.text)));
    expect(problems.map((comment) => comment.text)).toEqual([]);
    // No comment is lost for being hostile: those with text left keep it.
    expect(results.comments.length).toBeGreaterThan(0);
  });
});
