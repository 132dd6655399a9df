import type { CompanyProfile, CompanySettings } from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { JPEG } from '../uploads/upload-fixtures';
import { COMPANY_SETTINGS_PATH } from './company-settings-routes';

const PROFILE = '/api/v2/profile/company?view=profile';

describe('company settings reach every session’s company profile', () => {
  it('the time zone, the budget names and the logo the top bar shows', async () => {
    const api = createTestApi();
    const admin = (await personaAuth(api.db, 'global_admin')).authorization;
    const employee = (await personaAuth(api.db, 'employee')).authorization;
    const profile = async () =>
      (await api.http.get(PROFILE).set('Authorization', employee).expect(200)).body.result as CompanyProfile;
    expect(await profile()).toMatchObject({ budget: { names: { singular: 'point', plural: 'points' } } });
    expect((await profile()).time_zone).toBeUndefined();

    const { body } = await api.http.get(COMPANY_SETTINGS_PATH).set('Authorization', admin).expect(200);
    const { logoUrl: _logo, ...stored } = body.result as CompanySettings;
    await api.http
      .patch(COMPANY_SETTINGS_PATH)
      .set('Authorization', admin)
      .send({ ...stored, timeZone: 'Pacific/Auckland', budgetSingular: 'star', budgetPlural: 'stars' })
      .expect(200);
    await api.http
      .post(`${COMPANY_SETTINGS_PATH}/logo`)
      .set('Authorization', admin)
      .attach('logo', JPEG, { filename: 'logo', contentType: 'image/jpeg' })
      .expect(201);

    expect(await profile()).toMatchObject({
      name: 'Northwind Collective',
      time_zone: 'Pacific/Auckland',
      budget: { format: 'points', names: { singular: 'star', plural: 'stars' } },
      logo_url: expect.stringMatching(/^\/uploads\/company_logos\/1\/[0-9a-f]{32}\.jpg$/),
    });
  });
});
