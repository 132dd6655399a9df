// Finds buttons and links whose source gives them no accessible name: no aria-label(ledby), no title, and no
// child that reads as text (only icons, svg, aria-hidden spans or images with an empty alt).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const NAMING_ATTRIBUTES = new Set(['aria-label', 'aria-labelledby', 'title']);
/** Buttons, links, and the Radix parts that render a <button> from their children. */
const CONTROL_TAGS = new Set([
  'button',
  'a',
  'Link',
  'NavLink',
  'Popover.Trigger',
  'Dialog.Trigger',
  'Dialog.Close',
  'DropdownMenu.Trigger',
]);

const attributesOf = (element) =>
  ts.isJsxElement(element) ? element.openingElement.attributes.properties : element.attributes.properties;

const tagOf = (element) => (ts.isJsxElement(element) ? element.openingElement.tagName : element.tagName).getText();

const attribute = (element, name) =>
  attributesOf(element).find((property) => ts.isJsxAttribute(property) && property.name.getText() === name);

const isTrue = (property) =>
  property && (!property.initializer || /^(\{true\}|"true"|'true')$/.test(property.initializer.getText()));

/** Whether this piece of JSX can put words in its parent's accessible name. */
function givesText(node) {
  if (ts.isJsxText(node)) return node.getText().trim() !== '';
  // An expression is taken to be text ({t('…')}, {label}); only elements are judged.
  if (ts.isJsxExpression(node)) return node.expression !== undefined;
  if (ts.isJsxFragment(node)) return node.children.some(givesText);
  if (!ts.isJsxElement(node) && !ts.isJsxSelfClosingElement(node)) return false;
  if (isTrue(attribute(node, 'aria-hidden'))) return false;
  if (attributesOf(node).some((property) => ts.isJsxSpreadAttribute(property))) return true;
  const tag = tagOf(node);
  if (tag === 'svg') return attribute(node, 'aria-label') !== undefined || hasChildTag(node, 'title');
  if (tag === 'img')
    return attribute(node, 'alt') !== undefined && attribute(node, 'alt').initializer?.getText() !== '""';
  if (/Icon$/.test(tag)) return attribute(node, 'label') !== undefined || attribute(node, 'aria-label') !== undefined;
  if (ts.isJsxSelfClosingElement(node)) return /^[A-Z]/.test(tag);
  return node.children.some(givesText);
}

const hasChildTag = (node, tag) =>
  ts.isJsxElement(node) && node.children.some((child) => ts.isJsxElement(child) && tagOf(child) === tag);

function isNamed(element) {
  const properties = attributesOf(element);
  if (properties.some((property) => ts.isJsxSpreadAttribute(property))) return true;
  if (properties.some((property) => ts.isJsxAttribute(property) && NAMING_ATTRIBUTES.has(property.name.getText())))
    return true;
  if (isTrue(attribute(element, 'asChild'))) return true;
  return ts.isJsxElement(element) && element.children.some(givesText);
}

/** The unnamed buttons and links in one TSX source, as `line: source` strings. */
export function unnamedButtons(source, fileName = 'component.tsx') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = [];
  const visit = (node) => {
    if (
      (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node)) &&
      CONTROL_TAGS.has(tagOf(node)) &&
      !isNamed(node)
    ) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${line + 1}: ${node.getText().split('\n')[0]}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Every component file under `roots`, tests and stories left out. */
export function componentFiles(roots) {
  const files = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(full);
      } else if (entry.name.endsWith('.tsx') && !/\.(test|stories)\.tsx$/.test(entry.name)) files.push(full);
    }
  };
  roots.forEach(walk);
  return files;
}

/** `file: line: source` for each unnamed button in the files. */
export const unnamedButtonsIn = (files) =>
  files.flatMap((file) => unnamedButtons(readFileSync(file, 'utf8'), file).map((hit) => `${file}:${hit}`));
