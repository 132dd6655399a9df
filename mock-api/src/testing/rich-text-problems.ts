import xssCorpus from '@laurel/shared/testing/xss-corpus.json';
import { RICH_TEXT_ALLOWED_TAGS } from '@laurel/shared/contract';

export interface XssPayload {
  id: string;
  payload: string;
}

/** The shared XSS corpus every free-text field of the API is tried with. */
export const XSS_CORPUS = xssCorpus as XssPayload[];

const TAG = /<\/?([a-zA-Z][\w-]*)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s=]+)(?:="([^"]*)")?/g;
const SAFE_HREF = /^(?:https?:|mailto:)/i;

/** What is wrong with stored rich text: a tag, attribute or link outside the allow-list, or a stray `<`. */
export function richTextProblems(html: string): string[] {
  const problems: string[] = [];
  for (const [, name, attributes = ''] of html.matchAll(TAG)) {
    if (!(RICH_TEXT_ALLOWED_TAGS as readonly string[]).includes(name!.toLowerCase())) problems.push(`tag ${name}`);
    for (const [, attribute, value = ''] of attributes.matchAll(ATTRIBUTE)) {
      if (!['href', 'target', 'rel', 'class'].includes(attribute!)) problems.push(`attribute ${attribute}`);
      if (attribute === 'href' && !SAFE_HREF.test(value)) problems.push(`href ${value}`);
    }
  }
  if (html.replace(TAG, '').includes('<')) problems.push('a < outside a tag');
  return problems;
}
