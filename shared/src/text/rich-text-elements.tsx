import { createElement, type ReactNode } from 'react';
import { RICH_TEXT_ALLOWED_TAGS, RICH_TEXT_LINK_SCHEMES } from '../announcements/rich-text';

const ALLOWED_TAGS = new Set<string>(RICH_TEXT_ALLOWED_TAGS);
const VOID_TAGS = new Set(['br']);
const LINK_URL = new RegExp(`^(?:${RICH_TEXT_LINK_SCHEMES.join('|')}):`, 'i');
// Elements whose content is code or markup, not text: dropped whole, as DOMPurify drops them.
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'textarea',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'select',
]);

function propsOf(element: Element): Record<string, string> {
  const props: Record<string, string> = {};
  const className = element.getAttribute('class');
  if (className) props.className = className;
  if (element.localName !== 'a') return props;
  const href = element.getAttribute('href')?.trim();
  if (href && LINK_URL.test(href)) props.href = href;
  if (element.hasAttribute('target')) {
    props.target = element.getAttribute('target')!;
    // A link that opens elsewhere must not hand the new page a handle on this one.
    props.rel = 'noopener noreferrer';
  }
  return props;
}

function elementsOf(nodes: NodeListOf<ChildNode>): ReactNode[] {
  return Array.from(nodes, (node, index): ReactNode => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent;
    if (node.nodeType !== Node.ELEMENT_NODE) return null;
    const element = node as Element;
    const tag = element.localName;
    if (DROPPED_WITH_CONTENT.has(tag)) return null;
    const children = elementsOf(element.childNodes);
    if (!ALLOWED_TAGS.has(tag)) return children;
    return createElement(tag, { key: index, ...propsOf(element) }, ...(VOID_TAGS.has(tag) ? [] : children));
  });
}

/**
 * Rich text (announcements, nomination periods) as React elements of the programs §5 allow-list only.
 * The markup is parsed in an inert document (nothing in it runs or loads) and never written to the page
 * as HTML, so no sanitiser has to ship with the page that shows it (the carousel, the public nomination page).
 */
export function richTextElements(html: string): ReactNode[] {
  const inert = new DOMParser().parseFromString(html, 'text/html');
  return elementsOf(inert.body.childNodes);
}
