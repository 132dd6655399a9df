import { expect, request, type APIRequestContext } from '@playwright/test';
import type { CompanyCatalogItem, GridwallResponse, Redemption } from '@laurel/shared/contract';
import { SHELL_ORIGIN } from './system';
import type { Persona } from './fixtures';
import { postSignInForm } from './sign-in';

const CATALOG = '/api/v1/rewards_catalog_service/api/v1';

/** A persona's calls to the rewards APIs through the shell's origin, for a journey's setup and checks. */
export async function rewardsApi(persona: Persona) {
  const context: APIRequestContext = await request.newContext({ baseURL: SHELL_ORIGIN });
  await postSignInForm(context, persona);
  const { jwt } = (await (await context.get('/api/v2/jwt')).json()) as { jwt: string };
  const headers = { Authorization: `Bearer ${jwt}` };

  /** The company item of that exact name, as this persona's catalogue lists it (undefined when it does not). */
  const catalogItemNamed = async (name: string): Promise<CompanyCatalogItem | undefined> => {
    const answer = await context.get(`${CATALOG}/catalogs/gridwall`, {
      headers,
      params: { 'filters[name]': name, page_size: 10, page_number: 1 },
    });
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as GridwallResponse).data.find((entry) => entry.item.fullName === name);
  };

  return {
    catalogItemNamed,
    earningBalance: async () =>
      ((await (await context.get('/api/v2/users/show', { headers })).json()) as { result: { earning_balance: number } })
        .result.earning_balance,
    /** Redeems the item's first denomination; the answer's status and body. */
    async redeem(item: CompanyCatalogItem, more: object = {}) {
      const answer = await context.post('/api/v2/redemptions', {
        headers,
        data: { redemption: { companyItemId: item.id, denominationId: item.companyDenominations[0]!.id, ...more } },
      });
      return { status: answer.status(), body: (await answer.json()) as { result?: Redemption; error?: string } };
    },
    /** The admin catalogue's item switch (a rewards admin only). */
    async switchItem(companyItemId: number, enabled: boolean) {
      const answer = await context.patch(`/api/v2/admin/rewards/company_items/${companyItemId}`, {
        headers,
        data: { enabled },
      });
      expect(answer.status()).toBe(200);
    },
    dispose: () => context.dispose(),
  };
}
