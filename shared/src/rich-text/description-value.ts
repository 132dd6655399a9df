import type { Descendant } from 'slate';

/** The description's marks: the editor's toolbar and shortcuts set the first three, a link is kept on edit. */
export interface DescriptionText {
  text: string;
  bold?: true;
  italic?: true;
  underline?: true;
  link?: string;
}

export interface DescriptionParagraph {
  type: 'paragraph';
  children: DescriptionText[];
}

export type DescriptionMark = 'bold' | 'italic' | 'underline';
export const DESCRIPTION_MARKS: readonly DescriptionMark[] = ['bold', 'italic', 'underline'];

// slate's CustomTypes are the composer's, project-wide: the description's own shapes cross at this boundary.
export const asSlateValue = (paragraphs: DescriptionParagraph[]) => paragraphs as unknown as Descendant[];
export const asParagraphs = (value: readonly Descendant[]) => value as unknown as DescriptionParagraph[];

export const emptyDescription = (): DescriptionParagraph[] => [{ type: 'paragraph', children: [{ text: '' }] }];

/** What a reader sees: the characters without markup, as the server counts them (recognition §5, programs §5). */
export const textOfDescription = (paragraphs: readonly DescriptionParagraph[]) =>
  paragraphs.map((paragraph) => paragraph.children.map((leaf) => leaf.text).join('')).join('');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const SAFE_LINK = /^(https?:|mailto:)/i;

function htmlOfLeaf(leaf: DescriptionText): string {
  let html = escapeHtml(leaf.text);
  if (leaf.bold) html = `<strong>${html}</strong>`;
  if (leaf.italic) html = `<em>${html}</em>`;
  if (leaf.underline) html = `<u>${html}</u>`;
  if (leaf.link && SAFE_LINK.test(leaf.link)) {
    html = `<a href="${escapeHtml(leaf.link)}" target="_blank" rel="noopener noreferrer">${html}</a>`;
  }
  return html;
}

/** The description as HTML of the programs §5 allow-list: paragraphs, strong, em, u and links. */
export const htmlOfDescription = (paragraphs: readonly DescriptionParagraph[]) =>
  paragraphs.map((paragraph) => `<p>${paragraph.children.map(htmlOfLeaf).join('') || '<br>'}</p>`).join('');

const BLOCKS = new Set(['P', 'DIV', 'LI', 'BLOCKQUOTE', 'PRE', 'UL', 'OL']);
const MARK_OF: Readonly<Record<string, DescriptionMark>> = {
  STRONG: 'bold',
  B: 'bold',
  EM: 'italic',
  I: 'italic',
  U: 'underline',
};

function leavesOf(node: Node, marks: Omit<DescriptionText, 'text'>): DescriptionText[] {
  if (node.nodeType === Node.TEXT_NODE) return [{ text: node.textContent ?? '', ...marks }];
  if (!(node instanceof Element)) return [];
  if (node.tagName === 'BR') return [];
  const mark = MARK_OF[node.tagName];
  const href = node.tagName === 'A' ? node.getAttribute('href') : null;
  const inner = { ...marks, ...(mark ? { [mark]: true } : {}), ...(href ? { link: href } : {}) };
  return [...node.childNodes].flatMap((child) => leavesOf(child, inner));
}

/** Reads stored HTML back into paragraphs: each block one paragraph, the marks and links kept. */
export function descriptionOfHtml(html: string): DescriptionParagraph[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const paragraphs: DescriptionParagraph[] = [];
  let inline: DescriptionText[] = [];
  const flush = () => {
    if (inline.some((leaf) => leaf.text.trim() !== '')) paragraphs.push({ type: 'paragraph', children: inline });
    inline = [];
  };
  const walk = (node: Node) => {
    if (node instanceof Element && BLOCKS.has(node.tagName)) {
      flush();
      const nested = [...node.children].some((child) => BLOCKS.has(child.tagName));
      if (nested) node.childNodes.forEach(walk);
      else inline.push(...leavesOf(node, {}));
      flush();
    } else inline.push(...leavesOf(node, {}));
  };
  body.childNodes.forEach(walk);
  flush();
  return paragraphs.length > 0 ? paragraphs : emptyDescription();
}
