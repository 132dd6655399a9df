const fs = require('node:fs');
const path = require('node:path');

const SOURCE = /\.(ts|tsx)$/;
const NOT_SHIPPED = /\.test\.|[\\/]testing[\\/]/;
const LOCALE_IMPORT = /import\s+(\w+)\s+from\s+'(?:\.{1,2}\/)+locales\/en\/([\w.-]+\.json)'/g;

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !NOT_SHIPPED.test(full) ? [full] : [];
  });
}

/** The namespace a module gives the English it imports as `binding`: added as a bundle, a resources key, or shorthand. */
function namespaceOf(source, binding) {
  const bundle = new RegExp(`addResourceBundle\\(\\s*'en',\\s*'(\\w+)',\\s*${binding}\\b`).exec(source);
  if (bundle) return bundle[1];
  const keyed = new RegExp(`(\\w+):\\s*${binding}\\b`).exec(source);
  return keyed ? keyed[1] : binding;
}

/**
 * Which i18next namespace each English file of an app's `locales/en` fills, read from the code that
 * imports it (`awards-admin.json` is `awardsAdmin`; `claim.json` joins `incentives`). The backend asks
 * for `locales/<lng>/<namespace>.json`, so a translation is served under its file's namespace.
 * A file no module imports by name (loaded dynamically) is its own namespace.
 */
function localeNamespaces(srcDir) {
  const namespaces = new Map();
  for (const file of sourceFiles(srcDir)) {
    const source = fs.readFileSync(file, 'utf8');
    for (const [, binding, localeFile] of source.matchAll(LOCALE_IMPORT)) {
      const namespace = namespaceOf(source, binding);
      const known = namespaces.get(localeFile);
      if (known && known !== namespace) {
        throw new Error(
          `${localeFile} fills two namespaces, ${known} and ${namespace} (${path.relative(srcDir, file)})`,
        );
      }
      namespaces.set(localeFile, namespace);
    }
  }
  return namespaces;
}

/** `file` → its namespace, for a file of `localesDir/en` (the app's source is the folder above `locales`). */
function namespaceOfFile(namespaces, file) {
  return namespaces.get(file) ?? file.replace(/\.json$/, '');
}

module.exports = { localeNamespaces, namespaceOfFile };
