/** Programs §5: the only tags and attributes rich text keeps, on the server and again on render. */
export const RICH_TEXT_ALLOWED_TAGS = [
  'a',
  'b',
  'br',
  'i',
  'em',
  'strong',
  's',
  'strike',
  'del',
  'u',
  'p',
  'div',
  'span',
  'ul',
  'ol',
  'li',
  'pre',
  'code',
  'blockquote',
] as const;
export const RICH_TEXT_ALLOWED_ATTRIBUTES = ['href', 'target', 'rel', 'class'] as const;
/** Where a link may go: the web and e-mail; never `javascript:` or `data:`. */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;
