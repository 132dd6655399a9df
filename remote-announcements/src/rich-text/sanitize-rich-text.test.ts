import xssCorpus from '@laurel/shared/testing/xss-corpus.json';
import { sanitizeRichText } from './sanitize-rich-text';
import { richTextProblemsIn } from './testing/rich-text-problems';

const CORPUS = xssCorpus as { id: string; payload: string }[];
/** The problems in sanitised HTML once it is on the page. */
function problemsIn(html: string): string[] {
  const root = document.createElement('div');
  root.innerHTML = html;
  return richTextProblemsIn(root);
}

describe('sanitizeRichText (programs §5, on render)', () => {
  it.each(CORPUS.map((entry) => [entry.id, entry.payload]))('leaves nothing that runs of %s', (_id, payload) => {
    expect(problemsIn(sanitizeRichText(payload))).toEqual([]);
    expect(problemsIn(sanitizeRichText(`<p>${payload}</p><a href="#">x</a>${payload}`))).toEqual([]);
  });

  it('keeps the allowed formatting and links, and shuts a new tab off from the page', () => {
    const html =
      '<p>Join <strong>us</strong> <em>now</em>: <a href="https://example.com/x" target="_blank">guide</a></p><ul><li>one</li></ul>';
    expect(sanitizeRichText(html)).toBe(
      '<p>Join <strong>us</strong> <em>now</em>: <a href="https://example.com/x" target="_blank" rel="noopener noreferrer">guide</a></p><ul><li>one</li></ul>',
    );
  });

  it('drops what is off the list but keeps its text', () => {
    expect(sanitizeRichText('<h1 style="color:red" data-x="1">Big</h1><img src=x onerror=alert(1)>')).toBe('Big');
    expect(sanitizeRichText('<a href="javascript:alert(1)">go</a>')).toBe('<a>go</a>');
    expect(sanitizeRichText('<span href="https://example.com" class="note">n</span>')).toBe(
      '<span class="note">n</span>',
    );
  });
});
