import DOMPurify from 'dompurify';
import { RICH_TEXT_ALLOWED_ATTRIBUTES, RICH_TEXT_ALLOWED_TAGS, RICH_TEXT_LINK_SCHEMES } from '@laurel/shared/contract';

const LINK_ATTRIBUTES = new Set(['href', 'target', 'rel']);
const LINK_URL = new RegExp(`^(?:${RICH_TEXT_LINK_SCHEMES.join('|')}):`, 'i');

// An instance of our own: its hooks never reach another app's DOMPurify on the page.
const purifier = DOMPurify(window);

purifier.addHook('uponSanitizeAttribute', (node, data) => {
  if (LINK_ATTRIBUTES.has(data.attrName) && node.nodeName !== 'A') data.keepAttr = false;
});
// A link that opens elsewhere must not hand the new page a handle on this one (as the server writes it).
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'A' && node.hasAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
});

const RICH_TEXT = {
  ALLOWED_TAGS: [...RICH_TEXT_ALLOWED_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_ALLOWED_ATTRIBUTES],
  ALLOWED_URI_REGEXP: LINK_URL,
  // Words, not URLs: without this DOMPurify holds `target` and `rel` to the link pattern and drops them.
  ADD_URI_SAFE_ATTR: ['target', 'rel'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** Programs §5 again on render: the server sanitised it, but the page trusts no stored HTML. */
export const sanitizeRichText = (html: string): string => purifier.sanitize(html, RICH_TEXT);
