import corpus from '@laurel/shared/testing/xss-corpus.json';
import {
  descriptionOfHtml,
  htmlOfDescription,
  textOfDescription,
  type DescriptionParagraph,
} from './description-value';

const paragraph = (...children: DescriptionParagraph['children']): DescriptionParagraph => ({
  type: 'paragraph',
  children,
});

describe('the description as HTML (programs §5 allow-list)', () => {
  it('writes paragraphs and marks as p, strong, em and u', () => {
    const html = htmlOfDescription([
      paragraph(
        { text: 'Cocoa at ' },
        { text: '4 pm', bold: true },
        { text: ' in the ' },
        { text: 'atrium', italic: true, underline: true },
      ),
      paragraph({ text: 'Bring a mug' }),
    ]);
    expect(html).toBe('<p>Cocoa at <strong>4 pm</strong> in the <u><em>atrium</em></u></p><p>Bring a mug</p>');
  });

  it('reads stored HTML back with its marks and links, one paragraph per block', () => {
    const stored =
      '<p>Join us at <strong>4 pm</strong> for the <em>year in review</em>.</p><p>Read the <a href="https://example.com/benefits">guide</a></p>';
    const read = descriptionOfHtml(stored);
    expect(read).toHaveLength(2);
    expect(read[0]!.children).toContainEqual({ text: '4 pm', bold: true });
    expect(read[1]!.children).toContainEqual({ text: 'guide', link: 'https://example.com/benefits' });
    expect(htmlOfDescription(read)).toBe(
      '<p>Join us at <strong>4 pm</strong> for the <em>year in review</em>.</p><p>Read the <a href="https://example.com/benefits" target="_blank" rel="noopener noreferrer">guide</a></p>',
    );
  });

  it('counts the text a reader sees, without markup, as the server does', () => {
    expect(textOfDescription([paragraph({ text: 'ab', bold: true }), paragraph({ text: 'c' })])).toBe('abc');
  });

  it.each(corpus.map(({ id, payload }) => [id, payload]))(
    'keeps typed text as text, never markup: %s',
    (_id, payload) => {
      const html = htmlOfDescription([paragraph({ text: payload })]);
      const body = new DOMParser().parseFromString(html, 'text/html').body;
      expect(body.querySelectorAll('*:not(p)')).toHaveLength(0);
      // An HTML parser drops NUL characters; everything else reads back as typed.
      expect(body.textContent).toBe(payload.replaceAll('\0', ''));
    },
  );

  it('drops a link to a scheme outside the allow-list', () => {
    const html = htmlOfDescription([paragraph({ text: 'click', link: 'javascript:alert(1)' })]);
    expect(html).toBe('<p>click</p>');
  });
});
