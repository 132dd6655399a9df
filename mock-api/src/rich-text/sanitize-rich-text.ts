import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_ALLOWED_ATTRIBUTES, RICH_TEXT_ALLOWED_TAGS, RICH_TEXT_LINK_SCHEMES } from '@laurel/shared/contract';

const [href, target, rel, className] = RICH_TEXT_ALLOWED_ATTRIBUTES;

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_ALLOWED_TAGS],
  allowedAttributes: { a: [href, target, rel], '*': [className] },
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesAppliedToAttributes: [href],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link that opens elsewhere must not hand the new page a handle on this one.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

const TEXT_ONLY: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** Programs §5: rich text cut down to the allow-list by a real HTML parser, never a pattern. */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, RICH_TEXT);

/** What a reader sees of rich text: its characters without markup, which the length rule counts. */
export const textOfRichText = (html: string): string =>
  sanitizeHtml(html, TEXT_ONLY).replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
