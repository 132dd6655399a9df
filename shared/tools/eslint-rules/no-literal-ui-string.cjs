/**
 * No copy typed into a component: JSX text and the attributes a person reads or hears come from i18next,
 * so every language (and the pseudo-locale) reaches them. Issue 20 item 5.
 */

/** The attributes whose value a person sees or a screen reader says. */
const USER_FACING_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'title',
  'placeholder',
  'alt',
  'label',
]);

// Whitespace, punctuation and symbols (×, ·, —, :, …) are not copy; a letter in any script is.
const LETTER = /\p{L}/u;

const hasLetter = (text) => LETTER.test(text);

/** The static text of a string literal or template, or undefined when the value is computed. */
function staticText(node) {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ');
  if (node.type === 'JSXExpressionContainer') return staticText(node.expression);
  return undefined;
}

const attributeName = (node) =>
  node.name.type === 'JSXNamespacedName' ? `${node.name.namespace.name}:${node.name.name.name}` : node.name.name;

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible text comes from an i18next key, never a literal in the component.' },
    schema: [
      {
        type: 'object',
        properties: {
          // Words that are the same in every language (a brand name); a reason belongs beside the list.
          allow: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      text: 'Text "{{text}}" is typed into the component: put it in the namespace\'s locales (en, de, es) and use t().',
      attribute:
        '{{name}}="{{text}}" is typed into the component: put it in the namespace\'s locales (en, de, es) and use t().',
    },
  },
  create(context) {
    const allowed = new Set((context.options[0]?.allow ?? []).map((word) => word.trim()));
    const isCopy = (text) => hasLetter(text) && !allowed.has(text.trim());
    const shown = (text) => text.trim().replace(/\s+/g, ' ').slice(0, 40);

    return {
      JSXText(node) {
        if (isCopy(node.value)) context.report({ node, messageId: 'text', data: { text: shown(node.value) } });
      },
      JSXExpressionContainer(node) {
        // `{'Save'}` as a child is JSX text by another spelling; an attribute's value is judged below.
        if (node.parent.type !== 'JSXElement' && node.parent.type !== 'JSXFragment') return;
        const text = staticText(node.expression);
        if (text !== undefined && isCopy(text))
          context.report({ node, messageId: 'text', data: { text: shown(text) } });
      },
      JSXAttribute(node) {
        const name = attributeName(node);
        if (!USER_FACING_ATTRIBUTES.has(name)) return;
        const text = staticText(node.value);
        if (text !== undefined && isCopy(text))
          context.report({ node, messageId: 'attribute', data: { name, text: shown(text) } });
      },
    };
  },
};
