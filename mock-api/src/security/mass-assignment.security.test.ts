import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { createTestApi, csrfTokenFor, sessionCookieOf, signInAs } from '../testing/test-api';
import { userBy } from '../testing/give';
import { verifySessionCookie } from '../session/tokens';
import { TEST_SECRET } from '../testing/test-api';
import { PNG } from '../uploads/upload-fixtures';
import { catalogItemNamed, redemptionOf, SHIPPING_ADDRESS } from '../testing/rewards';
import { securityTally, writeSecurityResults } from '../testing/security-results';
import { personaAuth } from '../testing/persona-auth';
import { ANNOUNCEMENTS, NOTIFICATIONS, personToken, testClock, validForm } from '../testing/announcements';

const tally = securityTally('mass assignment', () => '');
const counted = (ok: boolean) => expect(tally.count(ok)).toBe(true);
const routes = new Set<string>();
afterAll(() =>
  writeSecurityResults('mass-assignment', [
    {
      ...tally.row(),
      detail: `${routes.size} writes (raw collection PATCHes included) sent balances, company_id, role, admin_roles, user_id, state, id…`,
    },
  ]),
);

/** What no caller may set on any write. */
const FORBIDDEN = {
  id: 999_999,
  giving_balance: 1_000_000,
  earning_balance: 1_000_000,
  flash_points_balance: 1_000_000,
  company_id: 2,
  role: 'admin',
  admin_roles: ['global_admin', 'super_admin'],
  admin: true,
  global_admin: true,
  super_admin: true,
  show_superadmin_feature: true,
  user_id: 11,
  giver_id: 11,
  state: 'approved',
  status: 'active',
  created_at: '1999-01-01T00:00:00.000Z',
};

const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laurel-mass-'));
const setup = async (persona: string) => {
  const api = createTestApi({ uploadsDir });
  const session = await signInAs(api.http, persona);
  const snapshot = () => JSON.stringify(api.db.users);
  return { ...api, ...session, me: userBy(api.db, persona), users: snapshot(), snapshot };
};

describe('writes ignore the fields a caller may not set', () => {
  it('POST /api/v2/bonuses', async () => {
    routes.add('POST /api/v2/bonuses');
    const api = await setup('manager');
    const emma = userBy(api.db, 'employee');
    const response = await api.http
      .post('/api/v2/bonuses')
      .set('Authorization', api.authorization)
      .send({
        ...FORBIDDEN,
        bonus: { ...FORBIDDEN, amount: 90, receiver_ids: [11], reason: `+5 @${emma.slug} thanks #OwnIt` },
      })
      .expect(201);
    const bonus = api.db.bonuses.find((row) => row.id === response.body.result.id)!;
    counted(bonus.id !== FORBIDDEN.id && bonus.giver_id === api.me.id && bonus.company_id === 1);
    counted(bonus.amount === 5 && bonus.receiver_ids.join() === String(emma.id));
    counted(bonus.created_at !== FORBIDDEN.created_at && !('state' in bonus));
    // The 5 come from flash points first while the seeded program runs, else from the giving balance.
    const spendable = api.me.giving_balance + api.me.flash_points_balance;
    counted(spendable === 145 && api.me.earning_balance < FORBIDDEN.earning_balance);
  });

  it('POST /api/v2/bonuses/:bonusId/reactions and comments', async () => {
    routes.add('POST /api/v2/bonuses/:bonusId/reactions').add('POST /api/v2/bonuses/:bonusId/comments');
    const api = await setup('employee');
    const bonus = api.db.bonuses.find((row) => row.company_id === 1 && row.privacy === 'publicly_visible')!;
    const other = api.db.bonuses.find((row) => row.company_id === 1 && row.id !== bonus.id)!;
    const reaction = await api.http
      .post(`/api/v2/bonuses/${bonus.id}/reactions`)
      .set('Authorization', api.authorization)
      .send({ ...FORBIDDEN, bonus_id: other.id, emoji: '🎉' })
      .expect(201);
    counted(reaction.body.result.user_id === api.me.id && reaction.body.result.bonus_id === bonus.id);
    counted(reaction.body.result.id !== FORBIDDEN.id);
    const comment = await api.http
      .post(`/api/v2/bonuses/${bonus.id}/comments`)
      .set('Authorization', api.authorization)
      .send({ ...FORBIDDEN, comment: { ...FORBIDDEN, bonus_id: other.id, reason: 'Nice' } })
      .expect(201);
    const stored = api.db.comments.find((row) => row.id === comment.body.result.id)!;
    counted(stored.user_id === api.me.id && stored.bonus_id === bonus.id && stored.id !== FORBIDDEN.id);
    counted(
      stored.created_at !== FORBIDDEN.created_at &&
        Object.keys(stored).sort().join() === 'bonus_id,created_at,id,reason,user_id',
    );
    counted(api.snapshot() === api.users);
  });

  it('POST /api/v2/invitations', async () => {
    routes.add('POST /api/v2/invitations');
    const api = await setup('company_admin');
    await api.http
      .post('/api/v2/invitations')
      .set('Authorization', api.authorization)
      .send({ ...FORBIDDEN, emails: ['newcomer@example.com'] })
      .expect(201);
    const invited = api.db.users.find((user) => user.email === 'newcomer@example.com')!;
    counted(invited.company_id === 1 && invited.status === 'invited' && invited.id !== FORBIDDEN.id);
    counted(invited.giving_balance === 0 && invited.earning_balance === 0 && invited.flash_points_balance === 0);
    counted(!invited.admin && !invited.global_admin && !invited.super_admin && !invited.show_superadmin_feature);
    counted(!('role' in invited) && !('admin_roles' in invited) && !('state' in invited));
  });

  it('POST /api/v2/admin/reports/:report/csv and PATCH report_files/:fileId', async () => {
    routes.add('POST /api/v2/admin/reports/:report/csv').add('PATCH /api/v2/admin/reports/report_files/:fileId');
    const api = await setup('company_admin');
    const asked = await api.http
      .post('/api/v2/admin/reports/giving/csv')
      .set('Authorization', api.authorization)
      .send(FORBIDDEN)
      .expect(202);
    const file = api.db.report_files.find((row) => row.id === asked.body.file_id)!;
    counted(file.company_id === 1 && file.user_id === api.me.id && file.id !== FORBIDDEN.id);
    const url = file.file_url;
    await api.http
      .patch(`/api/v2/admin/reports/report_files/${file.id}`)
      .set('Authorization', api.authorization)
      .send({ ...FORBIDDEN, file_url: 'https://evil.example/x.csv', downloaded_at: FORBIDDEN.created_at })
      .expect(200);
    counted(file.file_url === url && file.company_id === 1 && file.user_id === api.me.id);
    counted(file.downloaded_at !== null && file.downloaded_at !== FORBIDDEN.created_at);
  });

  it('PATCH /api/v2/super_admin/toggle_controls and POST /api/v2/super_admin/spoof', async () => {
    routes.add('PATCH /api/v2/super_admin/toggle_controls').add('POST /api/v2/super_admin/spoof');
    const api = await setup('super_admin');
    const before = JSON.parse(api.users) as typeof api.db.users;
    await api.http
      .patch('/api/v2/super_admin/toggle_controls')
      .set('Authorization', api.authorization)
      .set(api.csrfHeaders)
      .send({ ...FORBIDDEN, show_superadmin_feature: true })
      .expect(200);
    const changed = api.db.users.filter((user, index) => JSON.stringify(user) !== JSON.stringify(before[index]));
    counted(changed.length === 1 && changed[0]!.id === api.me.id && api.me.show_superadmin_feature === false);
    const target = userBy(api.db, 'employee');
    const spoof = await api.http
      .post('/api/v2/super_admin/spoof')
      .set('Authorization', api.authorization)
      .set(api.csrfHeaders)
      .send({ ...FORBIDDEN, user_id: target.id, spoofer_id: target.id })
      .expect(200);
    const session = await verifySessionCookie(sessionCookieOf(spoof.headers['set-cookie'])!.split('=')[1], TEST_SECRET);
    counted(session?.userId === target.id && session.spooferId === api.me.id);
  });

  it('POST /users/sign_in', async () => {
    routes.add('POST /users/sign_in');
    const api = createTestApi();
    const csrf = await csrfTokenFor(api.http);
    const signIn = await api.http
      .post('/users/sign_in')
      .set('Cookie', csrf.cookie)
      .type('form')
      .send({
        ...FORBIDDEN,
        admin_roles: 'super_admin',
        persona: 'employee',
        user_id: '11',
        authenticity_token: csrf.token,
      })
      .expect(303);
    const session = await verifySessionCookie(
      sessionCookieOf(signIn.headers['set-cookie'])!.split('=')[1],
      TEST_SECRET,
    );
    counted(session?.userId === userBy(api.db, 'employee').id && session.spooferId === undefined);
  });

  it('POST /api/v2/bonus_images', async () => {
    routes.add('POST /api/v2/bonus_images');
    const api = await setup('employee');
    const upload = await api.http
      .post('/api/v2/bonus_images')
      .set('Authorization', api.authorization)
      .field('company_id', '2')
      .field('user_id', '11')
      .attach('file', PNG, '../../2/evil.png')
      .expect(201);
    // Stored in the caller's company folder under a generated name, whatever the fields and file name say.
    counted(/\/1\/[0-9a-f]{32}\.png$/.test(upload.body.result.image_path as string));
    counted(api.snapshot() === api.users);
  });

  it.each(['users', 'bonuses', 'companies'])('refuses raw writes of the %s collection', async (collection) => {
    routes.add(`PATCH /api/*/${collection}/:id`);
    const api = await setup('global_admin');
    const before = JSON.stringify(api.db);
    const response = await api.http
      .patch(`/api/v2/${collection}/1`)
      .set('Authorization', api.authorization)
      .send(FORBIDDEN);
    counted(response.status === 405 && JSON.stringify(api.db) === before);
  });
});

describe('rewards writes ignore the fields a caller may not set', () => {
  it('POST /api/v2/redemptions', async () => {
    routes.add('POST /api/v2/redemptions');
    const api = await setup('employee');
    api.me.earning_balance = 1000;
    const hoodie = catalogItemNamed(api.db, 'Northwind Collective hoodie');
    const denomination = hoodie.denominations[0]!;
    const stock = denomination.quantity!;
    const sneaky = {
      ...FORBIDDEN,
      aasm_state: 'refunded',
      aasmState: 'refunded',
      priceInPoints: 1,
      price_in_points: 1,
      claimUrl: 'https://evil.example/claim',
      quantity: 1000,
      userId: 11,
      companyId: 2,
    };
    const response = await api.http
      .post('/api/v2/redemptions')
      .set('Authorization', api.authorization)
      .send({
        ...sneaky,
        redemption: { ...sneaky, ...redemptionOf(1, hoodie).redemption, shippingAddress: SHIPPING_ADDRESS },
      })
      .expect(201);
    const row = api.db.redemptions.find((redemption) => redemption.id === response.body.result.id)!;
    counted(row.id !== FORBIDDEN.id && row.user_id === api.me.id && row.company_id === 1);
    counted(row.aasm_state === 'approved' && row.price_in_points === 450 && row.claim_url === null);
    counted(row.created_at !== FORBIDDEN.created_at && !('state' in row));
    counted(api.me.earning_balance === 550 && denomination.quantity === stock - 1);
  });

  it('POST /api/v2/rewards/redemptions/:id/resend', async () => {
    routes.add('POST /api/v2/rewards/redemptions/:id/resend');
    const api = await setup('employee');
    const giftCard = api.db.redemptions.find((row) => row.user_id === api.me.id && row.claim_url !== null)!;
    const before = JSON.stringify({ ...giftCard, resends: [] });
    await api.http
      .post(`/api/v2/rewards/redemptions/${giftCard.id}/resend`)
      .set('Authorization', api.authorization)
      .send({
        ...FORBIDDEN,
        email: 'me@example.com',
        claim_url: 'https://evil.example',
        giftee_email: 'x@evil.example',
      })
      .expect(202);
    counted(JSON.stringify({ ...giftCard, resends: [] }) === before && giftCard.resends.length === 1);
    counted(api.snapshot() === api.users);
  });

  it('PATCH /api/v2/admin/rewards/company_items/:id and its denominations', async () => {
    routes
      .add('PATCH /api/v2/admin/rewards/company_items/:id')
      .add('PATCH /api/v2/admin/rewards/company_items/:id/denominations/:denominationId');
    const api = await setup('rewards_admin');
    const nike = catalogItemNamed(api.db, 'Nike Gift Card');
    const catalog = JSON.stringify(api.db.catalog_items);
    const sneaky = { ...FORBIDDEN, catalog_item_id: 1, quantity: 1000, priceInSubunits: 1, inactiveReasons: [] };
    await api.http
      .patch(`/api/v2/admin/rewards/company_items/${1_000_000 + nike.id}`)
      .set('Authorization', api.authorization)
      .send({ ...sneaky, enabled: false })
      .expect(200);
    await api.http
      .patch(`/api/v2/admin/rewards/company_items/${1_000_000 + nike.id}/denominations/${nike.denominations[0]!.id}`)
      .set('Authorization', api.authorization)
      .send({ ...sneaky, enabled: false })
      .expect(200);
    const setting = api.db.company_item_settings.find((row) => row.catalog_item_id === nike.id)!;
    counted(setting.company_id === 1 && setting.id !== FORBIDDEN.id && setting.updated_by === api.me.id);
    counted(setting.disabled && setting.disabled_denomination_ids.join() === String(nike.denominations[0]!.id));
    counted(!api.db.company_item_settings.some((row) => row.catalog_item_id === 1 || row.company_id === 2));
    counted(JSON.stringify(api.db.catalog_items) === catalog && api.snapshot() === api.users);
  });
});

describe('announcement and notification writes ignore the fields a caller may not set', () => {
  const sneaky = {
    ...FORBIDDEN,
    created_by_id: 11,
    notified_at: FORBIDDEN.created_at,
    image: { stored_name: '../../db.json', filename: 'x.png' },
    acted_at: FORBIDDEN.created_at,
    seen_at: FORBIDDEN.created_at,
    event_key: 'announcement:1',
  };
  const STORED_KEYS =
    'claimable_award_id,company_id,created_at,created_by_id,description,email_notification,end_date,id,image,notified_at,reason_tokens,send_ms_teams_message,send_slack_message,start_date,title';

  it('POST and PATCH /api/v2/announcements/announcements', async () => {
    routes.add('POST /api/v2/announcements/announcements').add('PATCH /api/v2/announcements/announcements/:id');
    const clock = testClock();
    const api = createTestApi({ uploadsDir, now: clock.now });
    const { authorization, user: me } = await personaAuth(api.db, 'announcements_admin');
    const users = JSON.stringify(api.db.users);
    const form = validForm(clock, [personToken(userBy(api.db, 'employee'))]);
    const created = await api.http
      .post(ANNOUNCEMENTS)
      .set('Authorization', authorization)
      .send({ ...sneaky, ...form })
      .expect(201);
    const row = api.db.announcements.find((announcement) => announcement.id === created.body.result.id)!;
    counted(row.id !== FORBIDDEN.id && row.company_id === 1 && row.created_by_id === me.id);
    counted(row.image === null && row.notified_at !== FORBIDDEN.created_at && row.created_at !== FORBIDDEN.created_at);
    counted(Object.keys(row).sort().join() === STORED_KEYS);
    await api.http
      .patch(`${ANNOUNCEMENTS}/${row.id}`)
      .set('Authorization', authorization)
      .send({ ...sneaky, ...form, title: 'Renamed' })
      .expect(200);
    counted(row.title === 'Renamed' && row.id !== FORBIDDEN.id && row.company_id === 1 && row.created_by_id === me.id);
    counted(row.image === null && Object.keys(row).sort().join() === STORED_KEYS);
    counted(JSON.stringify(api.db.users) === users);
  });

  it('POST /api/v2/app_notifications/:id/mark_as_read, mark_as_seen and mark_all_as_read', async () => {
    routes
      .add('POST /api/v2/app_notifications/:id/mark_as_read')
      .add('POST /api/v2/app_notifications/:id/mark_as_seen')
      .add('POST /api/v2/app_notifications/mark_all_as_read');
    const api = await setup('employee');
    await api.http.get(NOTIFICATIONS).set('Authorization', api.authorization).expect(200);
    const row = api.db.notifications.find((notification) => notification.user_id === api.me.id)!;
    const before = JSON.stringify({ ...row, seen_at: null, acted_at: null });
    for (const mark of ['mark_as_seen', 'mark_as_read'])
      await api.http
        .post(`/api/v2/app_notifications/${row.id}/${mark}`)
        .set('Authorization', api.authorization)
        .send(sneaky)
        .expect(200);
    await api.http
      .post('/api/v2/app_notifications/mark_all_as_read')
      .set('Authorization', api.authorization)
      .send(sneaky)
      .expect(200);
    counted(JSON.stringify({ ...row, seen_at: null, acted_at: null }) === before);
    counted(row.acted_at !== FORBIDDEN.created_at && row.seen_at !== FORBIDDEN.created_at && row.acted_at !== null);
    counted(api.snapshot() === api.users);
  });
});
