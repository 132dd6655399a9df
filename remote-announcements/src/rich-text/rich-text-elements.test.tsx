import { render } from '@testing-library/react';
import xssCorpus from '@laurel/shared/testing/xss-corpus.json';
import { richTextElements } from './rich-text-elements';
import { richTextProblemsIn as problemsIn } from './testing/rich-text-problems';

const CORPUS = xssCorpus as { id: string; payload: string }[];
const rendered = (html: string) => render(<div>{richTextElements(html)}</div>).container.firstElementChild!;

describe('richTextElements (programs §5, on the home page)', () => {
  it.each(CORPUS.map((entry) => [entry.id, entry.payload]))('leaves nothing that runs of %s', (_id, payload) => {
    expect(problemsIn(rendered(payload))).toEqual([]);
    expect(problemsIn(rendered(`<p>${payload}</p><a href="#">x</a>${payload}`))).toEqual([]);
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('keeps the allowed formatting and links, and shuts a new tab off from the page', () => {
    const html =
      '<p>Join <strong>us</strong> <em>now</em>: <a href="https://example.com/x" target="_blank">guide</a></p><ul><li>one</li></ul>';
    expect(rendered(html).innerHTML).toBe(
      '<p>Join <strong>us</strong> <em>now</em>: <a href="https://example.com/x" target="_blank" rel="noopener noreferrer">guide</a></p><ul><li>one</li></ul>',
    );
  });

  it('drops what is off the list but keeps its text, and code with its content', () => {
    expect(rendered('<h1 style="color:red" data-x="1">Big</h1><img src=x onerror=alert(1)>').innerHTML).toBe('Big');
    expect(rendered('<a href="javascript:alert(1)">go</a>').innerHTML).toBe('<a>go</a>');
    expect(rendered('<span href="https://example.com" class="note">n</span>').innerHTML).toBe(
      '<span class="note">n</span>',
    );
    expect(rendered('a<script>window.__xss=1</script><style>p{}</style>b<br>c').innerHTML).toBe('ab<br>c');
  });
});
