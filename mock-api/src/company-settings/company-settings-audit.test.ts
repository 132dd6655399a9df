import type { AuditEventPage, CompanySettings } from '@laurel/shared/contract';
import type { AuditEventRow } from '../db/types';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { testClock } from '../testing/announcements';
import { JPEG, SVG_WITH_SCRIPT } from '../uploads/upload-fixtures';
import { COMPANY_SETTINGS_PATH } from './company-settings-routes';

const CLOCK = '2026-11-10T09:00:00.000Z';
const EVENTS = '/api/v2/super_admin/events';

async function setUp() {
  const api = createTestApi({ now: testClock(CLOCK).now });
  const admin = await personaAuth(api.db, 'global_admin');
  const as = admin.authorization;
  const read = async () =>
    (await api.http.get(COMPANY_SETTINGS_PATH).set('Authorization', as).expect(200)).body.result as CompanySettings;
  const lastOf = (action: string) => api.db.audit_events.filter((event) => event.action === action).at(-1);
  return { api, admin, as, read, lastOf };
}

describe('company settings changes are in the audit log', () => {
  it('PATCH /admin/company records who changed which settings, before and after', async () => {
    const { api, admin, as, read, lastOf } = await setUp();
    const { logoUrl: _logo, ...stored } = await read();
    await api.http
      .patch(COMPANY_SETTINGS_PATH)
      .set('Authorization', as)
      .send({ ...stored, name: 'Northwind', timeZone: 'Europe/Paris', budgetPlural: 'stars' })
      .expect(200);

    expect(lastOf('company_settings.update')).toMatchObject({
      actor_id: admin.user.id,
      spoofer_id: null,
      company_id: 1,
      subject_type: 'company',
      subject_id: 1,
      created_at: CLOCK,
      before: { name: 'Northwind Collective', timeZone: 'UTC', budgetPlural: 'points' },
      after: { name: 'Northwind', timeZone: 'Europe/Paris', budgetPlural: 'stars' },
    });
  });

  it('a refused change records nothing', async () => {
    const { api, as, read, lastOf } = await setUp();
    const { logoUrl: _logo, ...stored } = await read();
    await api.http
      .patch(COMPANY_SETTINGS_PATH)
      .set('Authorization', as)
      .send({ ...stored, name: '' })
      .expect(422);
    await api.http
      .post(`${COMPANY_SETTINGS_PATH}/logo`)
      .set('Authorization', as)
      .attach('logo', SVG_WITH_SCRIPT, { filename: 'logo', contentType: 'image/png' })
      .expect(415);
    expect(lastOf('company_settings.update')).toBeUndefined();
    expect(lastOf('company_logo.update')).toBeUndefined();
  });

  it('a new logo records the address it replaced and the new one', async () => {
    const { api, as, read, lastOf } = await setUp();
    await api.http
      .post(`${COMPANY_SETTINGS_PATH}/logo`)
      .set('Authorization', as)
      .attach('logo', JPEG, { filename: 'logo', contentType: 'image/jpeg' })
      .expect(201);
    const { logoUrl } = await read();
    expect(lastOf('company_logo.update')).toMatchObject({
      subject_type: 'company',
      before: { logoUrl: null },
      after: { logoUrl },
    });
  });

  it('program settings and giving rules record theirs', async () => {
    const { api, as, lastOf } = await setUp();
    const allowance = {
      allowanceAmount: 120,
      resetPeriod: 'monthly',
      managerExtraAllowance: false,
      managerExtraAmount: 0,
    };
    await api.http.patch('/api/v2/admin/programs/settings').set('Authorization', as).send(allowance).expect(200);
    const rules = { maxPointsPerRecognition: 5, minRecipients: 1, maxRecipients: null };
    await api.http.patch('/api/v2/admin/programs/peer_to_peer').set('Authorization', as).send(rules).expect(200);

    expect(lastOf('program_settings.update')).toMatchObject({ subject_type: 'company', after: allowance });
    expect((lastOf('program_settings.update') as AuditEventRow).before).toMatchObject({ resetPeriod: 'monthly' });
    expect(lastOf('giving_rules.update')).toMatchObject({
      before: { maxPointsPerRecognition: null },
      after: { maxPointsPerRecognition: 5 },
    });
  });

  it('the super-admin events page lists the change with its before and after', async () => {
    const { api, as, read } = await setUp();
    const { logoUrl: _logo, ...stored } = await read();
    await api.http
      .patch(COMPANY_SETTINGS_PATH)
      .set('Authorization', as)
      .send({ ...stored, name: 'Northwind Audited' })
      .expect(200);
    const superAdmin = await personaAuth(api.db, 'super_admin');
    const { body } = await api.http
      .get(`${EVENTS}?action=company_settings.update&company_id=1`)
      .set('Authorization', superAdmin.authorization)
      .expect(200);
    const page = body as AuditEventPage;
    expect(page.metadata.actions).toContain('company_settings.update');
    expect(page.records[0]).toMatchObject({
      action: 'company_settings.update',
      before: expect.objectContaining({ name: 'Northwind Collective' }),
      after: expect.objectContaining({ name: 'Northwind Audited' }),
    });
  });
});
