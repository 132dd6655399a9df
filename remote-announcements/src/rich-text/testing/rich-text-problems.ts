import { RICH_TEXT_ALLOWED_ATTRIBUTES, RICH_TEXT_ALLOWED_TAGS } from '@laurel/shared/contract';

const ALLOWED_TAGS = new Set<string>(RICH_TEXT_ALLOWED_TAGS);
const ALLOWED_ATTRIBUTES = new Set<string>(RICH_TEXT_ALLOWED_ATTRIBUTES);

/** What under `root` could run or reach outside: a tag off the list, a handler, a URL that is not a link. */
export function richTextProblemsIn(root: Element): string[] {
  const problems: string[] = [];
  for (const node of root.querySelectorAll('*')) {
    if (!ALLOWED_TAGS.has(node.localName)) problems.push(`<${node.localName}>`);
    for (const { name, value } of node.attributes) {
      if (!ALLOWED_ATTRIBUTES.has(name)) problems.push(`${node.localName} ${name}`);
      if (name === 'href' && !/^(https?|mailto):/i.test(value)) problems.push(`href=${value}`);
    }
  }
  return problems;
}
