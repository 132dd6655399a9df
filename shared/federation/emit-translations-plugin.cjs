const fs = require('node:fs');
const path = require('node:path');
const { REMOTES } = require('../tools/system.cjs');
const { PSEUDO_LANGUAGE, pseudoLocalizeTree } = require('./pseudo-locale.cjs');
const { localeNamespaces, namespaceOfFile } = require('./locale-namespaces.cjs');

const REPO_ROOT = path.resolve(__dirname, '../..');
const FALLBACK_LANGUAGE = 'en';

/** Every app's `locales` folder: shared's common copy, the shell's and each remote's. */
const localeDirs = () => [
  path.join(REPO_ROOT, 'shared/src/i18n/locales'),
  path.join(REPO_ROOT, 'shell/src/locales'),
  ...REMOTES.map((remote) => path.join(REPO_ROOT, remote.dir, 'src/locales')),
];

const jsonFiles = (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.json')) : []);

/** Every app's English files, each with the namespace its code loads it into (several files may fill one). */
function localeFiles(dirs = localeDirs()) {
  return dirs.flatMap((dir) => {
    const namespaces = localeNamespaces(path.dirname(dir));
    return jsonFiles(path.join(dir, FALLBACK_LANGUAGE)).map((file) => ({
      dir,
      file,
      namespace: namespaceOfFile(namespaces, file),
    }));
  });
}

// Defined, not assigned, and looked up as own: a key named `constructor` or `__proto__` is a key like any other.
const own = (target, key, value) =>
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });

const isTree = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Merges `tree`, read from `file`, into `merged` key by key (files of one namespace may share a wrapper:
 * `{ "incentives": { "claim": … } }` beside `{ "incentives": { "detail": … } }`). `owners` knows which file
 * set each key; two files setting the same key would lose one's words, so that is an error naming both.
 */
function mergeTree(merged, tree, file, owners, at = '') {
  for (const [key, value] of Object.entries(tree)) {
    const keyPath = at ? `${at}.${key}` : key;
    const clash = (owner) => new Error(`${keyPath} is set by both ${owner} and ${file}`);
    if (isTree(value)) {
      if (!Object.hasOwn(merged, key)) own(merged, key, {});
      else if (!isTree(merged[key])) throw clash(owners.get(keyPath));
      mergeTree(merged[key], value, file, owners, keyPath);
    } else if (Object.hasOwn(merged, key)) {
      const inside = [...owners].find(([set]) => set.startsWith(`${keyPath}.`));
      throw clash(owners.get(keyPath) ?? inside?.[1] ?? 'another file');
    } else {
      own(merged, key, value);
      owners.set(keyPath, file);
    }
  }
}

/** One namespace of one language, every file of it deep-merged; `read` is told each file it reads. */
function mergedNamespace(files, language, namespace, read = () => undefined) {
  const merged = {};
  const owners = new Map();
  for (const { dir, file } of files.filter((candidate) => candidate.namespace === namespace)) {
    const translated = path.join(dir, language, file);
    if (!fs.existsSync(translated)) continue;
    read(translated);
    const tree = JSON.parse(fs.readFileSync(translated, 'utf8'));
    mergeTree(merged, tree, path.relative(REPO_ROOT, translated), owners);
  }
  return merged;
}

/** The pseudo-locale's namespace: English of every app, accented, bracketed and lengthened. */
const pseudoNamespace = (files, namespace, read) =>
  pseudoLocalizeTree(mergedNamespace(files, FALLBACK_LANGUAGE, namespace, read));

/**
 * Writes `locales/<language>/<namespace>.json` (the namespace the app's code gives each file) beside the shell's index.html, where every app's i18next
 * loads languages other than the bundled English (the page's translations origin). Each namespace of each
 * language is there, the translated keys of every app merged, `{}` where none are translated yet: a key
 * missing falls back to English and no request ends in a 404. The pseudo-locale (`locales/pseudo/`) is
 * made here from English, so it is never out of date and never committed.
 */
class EmitTranslationsPlugin {
  constructor({ languages }) {
    this.languages = languages;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EmitTranslationsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitTranslationsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const files = localeFiles();
          const read = (file) => compilation.fileDependencies.add(file);
          const emit = (language, namespace, tree) =>
            compilation.emitAsset(`locales/${language}/${namespace}.json`, new RawSource(`${JSON.stringify(tree)}\n`));
          for (const namespace of new Set(files.map((entry) => entry.namespace))) {
            for (const language of this.languages) {
              emit(language, namespace, mergedNamespace(files, language, namespace, read));
            }
            emit(PSEUDO_LANGUAGE, namespace, pseudoNamespace(files, namespace, read));
          }
        },
      );
    });
  }
}

module.exports = EmitTranslationsPlugin;
module.exports.localeDirs = localeDirs;
module.exports.localeFiles = localeFiles;
module.exports.mergedNamespace = mergedNamespace;
module.exports.mergeTree = mergeTree;
module.exports.pseudoNamespace = pseudoNamespace;
