/**
 * An incentive's description is plain text in a rich-text field (programs §5): read as text, never as
 * markup. DOMParser runs no script and loads nothing; each block becomes its own paragraph.
 */
export function descriptionParagraphs(html: string): string[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  body.querySelectorAll('br').forEach((br) => br.replaceWith('\n'));
  body.querySelectorAll('p, div, li, blockquote, pre').forEach((block) => block.append('\n'));
  return (body.textContent ?? '')
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
}
