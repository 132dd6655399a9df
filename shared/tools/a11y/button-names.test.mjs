import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { componentFiles, unnamedButtons, unnamedButtonsIn } from './button-names.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const APP_SOURCES = [
  'shell/src',
  'shared/src',
  'remote-recognition/src',
  'remote-announcements/src',
  'remote-programs/src',
  'remote-rewards/src',
  'remote-admin/src',
].map((folder) => path.join(REPO, folder));

const unnamed = (jsx) => unnamedButtons(`export const x = ${jsx};`).length > 0;

test('an icon, an svg, an aria-hidden glyph or an empty-alt image alone names nothing', () => {
  assert.equal(unnamed('<button type="button"><Icon name="close" /></button>'), true);
  assert.equal(unnamed('<button><svg viewBox="0 0 1 1"><path d="" /></svg></button>'), true);
  assert.equal(unnamed('<button><span aria-hidden="true">×</span></button>'), true);
  assert.equal(unnamed('<a href="/x"><img src="a.png" alt="" /></a>'), true);
  assert.equal(unnamed('<Popover.Trigger><BellIcon /></Popover.Trigger>'), true);
  assert.equal(unnamed('<button type="button" />'), true);
});

test('a label, text, a translated expression or visually hidden words name a control', () => {
  assert.equal(unnamed('<button aria-label={t("close")}><Icon name="close" /></button>'), false);
  assert.equal(unnamed('<button>{t("give")}</button>'), false);
  assert.equal(unnamed('<button>Save</button>'), false);
  assert.equal(
    unnamed(
      '<button><span aria-hidden="true">☺+</span><span className="laurel-visually-hidden">{label}</span></button>',
    ),
    false,
  );
  assert.equal(unnamed('<a href="/x"><img src="a.png" alt={name} /></a>'), false);
  assert.equal(unnamed('<button {...props} />'), false);
});

test('every button and link in the apps has an accessible name', () => {
  const files = componentFiles(APP_SOURCES);
  assert.ok(files.length > 100, `only ${files.length} component files found`);
  assert.deepEqual(unnamedButtonsIn(files), []);
});
