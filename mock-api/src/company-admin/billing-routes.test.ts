import { BILLING_INVOICES_PATH, BILLING_PATH, MAX_SEATS, apiErrorText } from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { INVOICES_PER_PAGE } from './billing';

const activeIn = (db: ReturnType<typeof createTestApi>['db'], companyId: number) =>
  db.users.filter((user) => user.company_id === companyId && user.status === 'active').length;

describe('billing settings', () => {
  it('shows the plan, the seats bought against the active people and the payment card', async () => {
    const api = createTestApi();
    const { authorization } = await personaAuth(api.db, 'finance_admin');
    const account = api.db.billing_accounts.find((row) => row.company_id === 1)!;

    const response = await api.http.get(BILLING_PATH).set('Authorization', authorization);

    expect(response.status).toBe(200);
    expect(response.body.result).toEqual({
      tier: 'tier_three',
      status: 'active',
      trialEndDate: null,
      renewsOn: account.renews_on,
      currency: 'USD',
      seatPriceCents: 600,
      seatsPurchased: account.seats_purchased,
      seatsUsed: activeIn(api.db, 1),
      billingContactEmail: 'billing@company1.example.com',
      paymentMethod: { brand: 'Visa', last4: '4243', expMonth: 8, expYear: 2029 },
    });
  });

  it('changes the seats and the contact address, trimmed', async () => {
    const api = createTestApi();
    const { authorization } = await personaAuth(api.db, 'global_admin');
    const seats = activeIn(api.db, 1) + 5;

    const response = await api.http
      .patch(BILLING_PATH)
      .set('Authorization', authorization)
      .send({ seatsPurchased: seats, billingContactEmail: '  ap@northwind.example.com ' });

    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({
      seatsPurchased: seats,
      billingContactEmail: 'ap@northwind.example.com',
    });
    expect(api.db.billing_accounts.find((row) => row.company_id === 1)!.seats_purchased).toBe(seats);
  });

  it('refuses fewer seats than active people, with the range in the message, and keeps what was stored', async () => {
    const api = createTestApi();
    const { authorization } = await personaAuth(api.db, 'global_admin');
    const active = activeIn(api.db, 1);
    const before = { ...api.db.billing_accounts.find((row) => row.company_id === 1)! };

    const response = await api.http
      .patch(BILLING_PATH)
      .set('Authorization', authorization)
      .send({ seatsPurchased: active - 1, billingContactEmail: 'not an address' });

    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      error: 'billing_seats_invalid',
      errors: ['billing_seats_invalid', 'billing_email_invalid'],
      message: apiErrorText('billing_seats_invalid', { min: active, max: MAX_SEATS }),
    });
    expect(api.db.billing_accounts.find((row) => row.company_id === 1)).toEqual(before);
  });

  it('answers 400 to a body of the wrong shape', async () => {
    const api = createTestApi();
    const { authorization } = await personaAuth(api.db, 'global_admin');
    const response = await api.http
      .patch(BILLING_PATH)
      .set('Authorization', authorization)
      .send({ seatsPurchased: '9' });
    expect(response.status).toBe(400);
  });
});

describe('billing history', () => {
  it('pages the company’s invoices newest first, this month’s still open', async () => {
    const api = createTestApi();
    const { authorization } = await personaAuth(api.db, 'finance_admin');

    const first = await api.http.get(`${BILLING_INVOICES_PATH}?page=1`).set('Authorization', authorization);

    expect(first.status).toBe(200);
    const { invoices, totalPages } = first.body.result;
    expect(invoices).toHaveLength(INVOICES_PER_PAGE);
    expect(totalPages).toBe(1);
    expect(invoices[0]).toMatchObject({ number: 'INV-1-202611', issuedOn: '2026-11-01', status: 'open' });
    expect(invoices[1]).toMatchObject({ number: 'INV-1-202610', periodEnd: '2026-10-31', status: 'paid' });
    const account = api.db.billing_accounts.find((row) => row.company_id === 1)!;
    expect(invoices[0].amountCents).toBe(account.seats_purchased * 600);

    const past = await api.http.get(`${BILLING_INVOICES_PATH}?page=2`).set('Authorization', authorization);
    expect(past.body.result.invoices).toEqual([]);
    const bad = await api.http.get(`${BILLING_INVOICES_PATH}?page=0`).set('Authorization', authorization);
    expect(bad.status).toBe(400);
  });

  it('has no invoices for a company in trial', async () => {
    const api = createTestApi();
    const { authorization } = await personaAuth(api.db, 'trial_admin');
    const response = await api.http.get(BILLING_INVOICES_PATH).set('Authorization', authorization);
    expect(response.body.result).toEqual({ invoices: [], page: 1, totalPages: 1 });
  });

  it('is not shown to an employee', async () => {
    const api = createTestApi();
    const { authorization } = await personaAuth(api.db, 'employee');
    expect((await api.http.get(BILLING_INVOICES_PATH).set('Authorization', authorization)).status).toBe(403);
  });
});

describe('billing audit', () => {
  it('records a change of seats with what they were before', async () => {
    const api = createTestApi();
    const { authorization, user } = await personaAuth(api.db, 'finance_admin');
    const account = api.db.billing_accounts.find((row) => row.company_id === 1)!;
    const seatsBefore = account.seats_purchased;

    await api.http
      .patch(BILLING_PATH)
      .set('Authorization', authorization)
      .send({ seatsPurchased: seatsBefore + 10, billingContactEmail: account.billing_contact_email });

    expect(api.db.audit_events.at(-1)).toMatchObject({
      actor_id: user.id,
      company_id: 1,
      action: 'billing.update',
      before: { seats_purchased: seatsBefore },
      after: { seats_purchased: seatsBefore + 10 },
    });
  });
});
