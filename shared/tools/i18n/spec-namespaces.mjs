import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const LIST = fileURLToPath(new URL('../../src/i18n/translation-namespaces.ts', import.meta.url));

/**
 * The spec's namespaces (platform §9), read from `TRANSLATION_NAMESPACES`, the list the apps import, so
 * the checks and the code cannot drift apart.
 */
export function specNamespaces(source = fs.readFileSync(LIST, 'utf8')) {
  const list = /TRANSLATION_NAMESPACES\s*=\s*\[([^\]]*)\]/.exec(source);
  if (!list) throw new Error(`no TRANSLATION_NAMESPACES list in ${LIST}`);
  return [...list[1].matchAll(/'(\w+)'/g)].map(([, namespace]) => namespace);
}
