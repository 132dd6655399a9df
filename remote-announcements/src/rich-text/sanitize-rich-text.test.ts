import xssCorpus from '@laurel/shared/testing/xss-corpus.json';
import { RICH_TEXT_ALLOWED_TAGS } from '@laurel/shared/contract';
import { sanitizeRichText } from './sanitize-rich-text';

const CORPUS = xssCorpus as { id: string; payload: string }[];
const ALLOWED = new Set<string>(RICH_TEXT_ALLOWED_TAGS);

/** What in sanitised HTML could run or reach outside: a tag off the list, a handler, a URL that is not a link. */
function problemsIn(html: string): string[] {
  const root = document.createElement('div');
  root.innerHTML = html;
  const problems: string[] = [];
  for (const node of root.querySelectorAll('*')) {
    if (!ALLOWED.has(node.localName)) problems.push(`<${node.localName}>`);
    for (const { name, value } of node.attributes) {
      if (!['href', 'target', 'rel', 'class'].includes(name)) problems.push(`${node.localName} ${name}`);
      if (name === 'href' && !/^(https?|mailto):/i.test(value)) problems.push(`href=${value}`);
    }
  }
  return problems;
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
