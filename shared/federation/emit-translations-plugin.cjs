const fs = require('node:fs');
const path = require('node:path');
const { REMOTES } = require('../tools/system.cjs');

const REPO_ROOT = path.resolve(__dirname, '../..');
const FALLBACK_LANGUAGE = 'en';

/** Every app's `locales` folder: shared's common copy, the shell's and each remote's. */
const localeDirs = () => [
  path.join(REPO_ROOT, 'shared/src/i18n/locales'),
  path.join(REPO_ROOT, 'shell/src/locales'),
  ...REMOTES.map((remote) => path.join(REPO_ROOT, remote.dir, 'src/locales')),
];

const jsonFiles = (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.json')) : []);

/**
 * Writes `locales/<language>/<namespace>.json` beside the shell's index.html, where every app's i18next
 * loads languages other than the bundled English (the page's translations origin). Each namespace of each
 * language is there, the translated keys of every app merged, `{}` where none are translated yet: a key
 * missing falls back to English and no request ends in a 404.
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
          const dirs = localeDirs();
          const namespaces = new Set(dirs.flatMap((dir) => jsonFiles(path.join(dir, FALLBACK_LANGUAGE))));
          for (const language of this.languages) {
            for (const file of namespaces) {
              const merged = {};
              for (const dir of dirs) {
                const translated = path.join(dir, language, file);
                if (!fs.existsSync(translated)) continue;
                compilation.fileDependencies.add(translated);
                Object.assign(merged, JSON.parse(fs.readFileSync(translated, 'utf8')));
              }
              compilation.emitAsset(`locales/${language}/${file}`, new RawSource(`${JSON.stringify(merged)}\n`));
            }
          }
        },
      );
    });
  }
}

module.exports = EmitTranslationsPlugin;
module.exports.localeDirs = localeDirs;
