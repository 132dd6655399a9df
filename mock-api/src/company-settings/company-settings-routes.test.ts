import type { CompanySettings, CompanySettingsUpdate } from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { give, userBy } from '../testing/give';
import { JPEG, PNG, SVG_WITH_SCRIPT } from '../uploads/upload-fixtures';
import { COMPANY_SETTINGS_PATH } from './company-settings-routes';

async function asAdmin(persona = 'global_admin') {
  const api = createTestApi();
  const { authorization } = await personaAuth(api.db, persona);
  const read = async () =>
    (await api.http.get(COMPANY_SETTINGS_PATH).set('Authorization', authorization).expect(200)).body
      .result as CompanySettings;
  const patch = (changes: Partial<CompanySettingsUpdate>) =>
    read().then(({ logoUrl: _logo, ...stored }) =>
      api.http
        .patch(COMPANY_SETTINGS_PATH)
        .set('Authorization', authorization)
        .send({ ...stored, ...changes }),
    );
  return { api, authorization, read, patch };
}

const employeeOf = async (api: ReturnType<typeof createTestApi>) =>
  (await personaAuth(api.db, 'employee')).authorization;

describe('GET and PATCH /api/v2/admin/company', () => {
  it('answers the stored settings and the values in order', async () => {
    const { read } = await asAdmin();
    const settings = await read();
    expect(settings).toMatchObject({
      name: 'Northwind Collective',
      locale: 'en',
      timeZone: 'UTC',
      hashtaggingMode: 'at_least_one_company_hashtag',
      zeroPointBonuses: false,
      defaultPrivacy: 'publicly_visible',
      budgetSingular: 'point',
      budgetPlural: 'points',
    });
    expect(settings.values.length).toBeGreaterThan(0);
  });

  it('stores every setting, and the composer reads the values in their new order', async () => {
    const { api, patch, read } = await asAdmin();
    const before = await read();
    const values = [
      { hashtag: 'Kindness', description: 'Small things, often' },
      ...before.values.slice(0, 2).reverse(),
    ];
    const response = await patch({
      name: 'Northwind',
      timeZone: 'Europe/Paris',
      locale: 'fr',
      values,
      budgetPlural: 'stars',
    });
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({ name: 'Northwind', timeZone: 'Europe/Paris', locale: 'fr', values });
    const composer = await api.http.get('/api/v2/companies/show').set('Authorization', await employeeOf(api));
    expect(composer.body.result.company_hashtags).toEqual(values.map((value) => value.hashtag));
    expect(composer.body.result.budget.plural).toBe('stars');
  });

  it.each([
    [{ name: '  ' }, 'company_name_required'],
    [{ name: 'x'.repeat(101) }, 'company_name_too_long'],
    [{ timeZone: 'Mars/Olympus' }, 'company_time_zone_invalid'],
    [{ locale: 'xx' }, 'company_locale_invalid'],
    [{ values: [{ hashtag: 'Own It', description: '' }] }, 'company_value_hashtag_invalid'],
    [{ values: [{ hashtag: '<b>x</b>', description: '' }] }, 'company_value_hashtag_invalid'],
    [
      {
        values: [
          { hashtag: 'Care', description: '' },
          { hashtag: 'care', description: '' },
        ],
      },
      'company_value_duplicate',
    ],
    [{ values: [] }, 'company_values_required'],
    [{ budgetSingular: '' }, 'budget_name_required'],
  ])('refuses %j with 422 %s and changes nothing', async (changes, error) => {
    const { patch, read } = await asAdmin();
    const before = await read();
    const response = await patch(changes as Partial<CompanySettingsUpdate>);
    expect(response.status).toBe(422);
    expect(response.body.error).toBe(error);
    expect(response.body.errors).toContain(error);
    expect(await read()).toEqual(before);
  });

  it('refuses fields it does not know (no mass assignment of the tier)', async () => {
    const { patch, read } = await asAdmin();
    const response = await patch({ product_tier: 'tier_alpha' } as never);
    expect(response.status).toBe(400);
    expect((await read()).name).toBe('Northwind Collective');
  });

  it('is for the global admin only', async () => {
    const api = createTestApi();
    for (const persona of ['company_admin', 'employee', 'finance_admin']) {
      const { authorization } = await personaAuth(api.db, persona);
      await api.http.get(COMPANY_SETTINGS_PATH).set('Authorization', authorization).expect(403);
    }
  });
});

describe('company settings honoured', () => {
  const colleague = (api: ReturnType<typeof createTestApi>) => userBy(api.db, 'manager').slug;

  it('zero-point recognitions: refused without an amount while off, given once on', async () => {
    const { api, patch } = await asAdmin();
    const employee = await employeeOf(api);
    const reason = `@${colleague(api)} thanks #OwnIt`;
    expect((await give(api, employee, { reason })).body.error).toBe('missing_amount');
    expect((await patch({ zeroPointBonuses: true })).status).toBe(200);
    expect((await give(api, employee, { reason })).status).toBe(201);
    // +0 is never an amount, on or off.
    expect((await give(api, employee, { reason: `+0 ${reason}` })).body.error).toBe('invalid_amount');
  });

  it('hashtagging mode none: a recognition without a value is given', async () => {
    const { api, patch } = await asAdmin();
    const employee = await employeeOf(api);
    const reason = `+1 @${colleague(api)} thanks`;
    expect((await give(api, employee, { reason })).body.error).toBe('missing_required_hashtag');
    await patch({ hashtaggingMode: 'none' });
    expect((await give(api, employee, { reason })).status).toBe(201);
  });

  it('a new value is one the server requires', async () => {
    const { api, patch } = await asAdmin();
    const employee = await employeeOf(api);
    await patch({ values: [{ hashtag: 'Kindness', description: '' }] });
    expect((await give(api, employee, { reason: `+1 @${colleague(api)} #OwnIt` })).body.error).toBe(
      'missing_required_hashtag',
    );
    expect((await give(api, employee, { reason: `+1 @${colleague(api)} #kindness` })).status).toBe(201);
  });

  it('default privacy: what a recognition gets when givers may not choose', async () => {
    const { api, patch } = await asAdmin();
    const employee = await employeeOf(api);
    await patch({ bonusPrivacy: false, defaultPrivacy: 'immediate_team' });
    const given = await give(api, employee, { reason: `+1 @${colleague(api)} #OwnIt`, privacy: 'publicly_visible' });
    expect(given.status).toBe(201);
    expect(api.db.bonuses.at(-1)!.privacy).toBe('immediate_team');
  });

  it('upload switches: the image upload route refuses, and the composer is told', async () => {
    const { api, patch } = await asAdmin();
    const employee = await employeeOf(api);
    await patch({ disableImageUploads: true, disableGifs: true, disableVideoUploads: true });
    const upload = await api.http
      .post('/api/v2/bonus_images')
      .set('Authorization', employee)
      .attach('file', PNG, { filename: 'a.png', contentType: 'image/png' });
    expect(upload.status).toBe(403);
    expect(upload.body.error).toBe('image_uploads_disabled');
    const composer = (await api.http.get('/api/v2/companies/show').set('Authorization', employee)).body.result;
    expect(composer).toMatchObject({ disable_image_uploads: true, disable_gifs: true, disable_video_uploads: true });
  });
});

describe('POST /api/v2/admin/company/logo', () => {
  const upload = (api: ReturnType<typeof createTestApi>, authorization: string, file: Buffer, type: string) =>
    api.http
      .post(`${COMPANY_SETTINGS_PATH}/logo`)
      .set('Authorization', authorization)
      .attach('logo', file, { filename: 'logo', contentType: type });

  it('stores a JPEG as the logo, served to the company', async () => {
    const { api, authorization, read } = await asAdmin();
    const response = await upload(api, authorization, JPEG, 'image/jpeg');
    expect(response.status).toBe(201);
    const { logoUrl } = await read();
    expect(logoUrl).toMatch(/^\/uploads\/company_logos\/1\/[0-9a-f]{32}\.jpg$/);
    const { cookie } = await personaAuth(api.db, 'employee');
    const served = await api.http.get(logoUrl!).set('Cookie', cookie);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a file that is not a JPEG or PNG by its bytes, whatever it is called', async () => {
    const { api, authorization, read } = await asAdmin();
    const response = await upload(api, authorization, SVG_WITH_SCRIPT, 'image/png');
    expect(response.status).toBe(415);
    expect((await read()).logoUrl).toBeNull();
  });

  it('refuses a file over 2 MB', async () => {
    const { api, authorization } = await asAdmin();
    const big = Buffer.concat([JPEG, Buffer.alloc(2 * 1024 * 1024)]);
    const response = await upload(api, authorization, big, 'image/jpeg');
    expect(response.status).toBe(413);
  });
});
