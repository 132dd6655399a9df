import type { CompanyProfile, RecognitionSettings } from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';

describe('a company whose budget format is currency', () => {
  it('tells the session and the composer its currency and rate; one counting points tells neither', async () => {
    const api = createTestApi();
    const { authorization } = await personaAuth(api.db, 'employee');
    const ask = async <T>(path: string) =>
      (await api.http.get(path).set('Authorization', authorization).expect(200)).body.result as T;
    const company = api.db.companies.find((row) => row.id === 1)!;
    Object.assign(
      api.db.company_budgets.find((row) => row.company_id === 1)!,
      { iso_code: 'EUR', exchange_rate: 4 },
    );

    company.budget = { format: 'points' };
    expect((await ask<CompanyProfile>('/api/v2/profile/company')).budget).not.toHaveProperty('currency');
    expect((await ask<RecognitionSettings>('/api/v2/companies/show')).budget).not.toHaveProperty('currency');

    company.budget = { format: 'currency' };
    expect((await ask<CompanyProfile>('/api/v2/profile/company')).budget).toMatchObject({
      format: 'currency',
      currency: { code: 'EUR', rate: 4 },
    });
    expect((await ask<RecognitionSettings>('/api/v2/companies/show')).budget.currency).toEqual({
      code: 'EUR',
      rate: 4,
    });
  });
});
