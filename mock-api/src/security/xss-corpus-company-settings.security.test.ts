import type { CompanySettings } from '@laurel/shared/contract';
import { XSS_CORPUS } from '../testing/rich-text-problems';
import { createTestApi } from '../testing/test-api';
import { NO_RATE_LIMITS } from '../config';
import { personaAuth } from '../testing/persona-auth';
import { securityTally, writeSecurityResults } from '../testing/security-results';

/**
 * Company settings free text: the name, a value's description and the names of points are plain text,
 * stored and answered as the very string sent (trimmed), or refused whole; a value's hashtag takes no markup.
 */
const CORPUS = XSS_CORPUS;
const REFUSED_WHOLE = [
  'company_name_required',
  'company_name_too_long',
  'company_value_description_too_long',
  'budget_name_required',
  'budget_name_too_long',
];
const PATH = '/api/v2/admin/company';

const settingsText = securityTally(
  'XSS payloads in company settings (API)',
  (cases) =>
    `${CORPUS.length} payloads × company name, value description, names of points (text, or refused whole) and as a value's hashtag (refused unless plain), ${cases} round trips`,
);

afterAll(() => writeSecurityResults('xss-corpus-company-settings', [settingsText.row()]));

describe('company name, value descriptions and names of points', () => {
  it('keep text as text and read back unchanged, also in the composer settings', async () => {
    const api = createTestApi({ rateLimits: NO_RATE_LIMITS });
    const admin = await personaAuth(api.db, 'global_admin');
    const employee = await personaAuth(api.db, 'employee');
    const { logoUrl: _logo, ...stored } = (await api.http.get(PATH).set('Authorization', admin.authorization)).body
      .result as CompanySettings;
    const problems: string[] = [];
    for (const { id, payload } of CORPUS) {
      const values = [{ hashtag: 'Care', description: payload }];
      const changed = await api.http
        .patch(PATH)
        .set('Authorization', admin.authorization)
        .send({ ...stored, name: payload, values, budgetSingular: payload, budgetPlural: payload });
      if (changed.status !== 200) {
        const refusedWhole = changed.status === 422 && REFUSED_WHOLE.includes(changed.body.error as string);
        if (!settingsText.count(refusedWhole)) problems.push(`${id}: patch ${changed.status} ${changed.body.error}`);
        continue;
      }
      const read = (await api.http.get(PATH).set('Authorization', admin.authorization)).body.result as CompanySettings;
      const composer = (await api.http.get('/api/v2/companies/show').set('Authorization', employee.authorization)).body
        .result;
      const texts = [read.name, read.values[0]!.description, read.budgetSingular, composer.core_values[0].description];
      if (!settingsText.count(texts.every((text) => text === payload.trim()))) problems.push(`${id}: text changed`);

      const asHashtag = await api.http
        .patch(PATH)
        .set('Authorization', admin.authorization)
        .send({ ...stored, values: [{ hashtag: payload, description: '' }] });
      const plain = /^[\p{L}\p{N}.'-]{1,40}$/u.test(payload.trim());
      const hashtagOk = plain ? asHashtag.status === 200 : asHashtag.status === 422;
      if (!settingsText.count(hashtagOk)) problems.push(`${id}: hashtag answered ${asHashtag.status}`);
    }
    expect(problems).toEqual([]);
  });
});
