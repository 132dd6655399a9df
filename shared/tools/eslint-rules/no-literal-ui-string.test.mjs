import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import rule from './no-literal-ui-string.cjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ruleTester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

const text = (value) => ({ messageId: 'text', data: { text: value } });
const attribute = (name, value) => ({ messageId: 'attribute', data: { name, text: value } });

ruleTester.run('no-literal-ui-string', rule, {
  valid: [
    'const a = <p>{t("greeting")}</p>;',
    'const a = <p>   </p>;',
    'const a = <span>{count} × {price}</span>;',
    'const a = <span aria-hidden="true">· — : … → ✓ 100%</span>;',
    'const a = <span>{" "}</span>;',
    'const a = <button aria-label={t("close")}>×</button>;',
    'const a = <input placeholder={t("search.placeholder")} />;',
    'const a = <img alt="" src={url} />;',
    'const a = <Field label={labels.name} title={`${first} ${last}`} />;',
    // Attributes nobody reads: ids, classes, test hooks, routes.
    'const a = <div id="feed" className="card" data-testid="feed-card" role="list" />;',
    'const a = <Link to="/rewards" rel="noopener" />;',
    // A string outside JSX is not judged by this rule.
    'const label = "Save";',
    { code: 'const a = <span className="logo">Laurel</span>;', options: [{ allow: ['Laurel'] }] },
  ],
  invalid: [
    { code: 'const a = <p>Hello there</p>;', errors: [text('Hello there')] },
    { code: 'const a = <p>\n  Save   changes\n</p>;', errors: [text('Save changes')] },
    { code: 'const a = <p>{count} points</p>;', errors: [text('points')] },
    { code: 'const a = <p>{"Loading…"}</p>;', errors: [text('Loading…')] },
    { code: 'const a = <><b>Ünïcödé</b></>;', errors: [text('Ünïcödé')] },
    { code: 'const a = <p>{`Welcome ${name}`}</p>;', errors: [text('Welcome')] },
    { code: 'const a = <button aria-label="Close">×</button>;', errors: [attribute('aria-label', 'Close')] },
    { code: 'const a = <input placeholder={"Search people"} />;', errors: [attribute('placeholder', 'Search people')] },
    { code: 'const a = <img alt="Avatar" />;', errors: [attribute('alt', 'Avatar')] },
    { code: 'const a = <abbr title="Points">pts</abbr>;', errors: [attribute('title', 'Points'), text('pts')] },
    { code: 'const a = <Field label={`Name`} />;', errors: [attribute('label', 'Name')] },
    {
      code: 'const a = <div aria-description="More" aria-roledescription="slide" />;',
      errors: [attribute('aria-description', 'More'), attribute('aria-roledescription', 'slide')],
    },
    { code: 'const a = <span>Laurel</span>;', options: [{ allow: ['Other'] }], errors: [text('Laurel')] },
  ],
});
