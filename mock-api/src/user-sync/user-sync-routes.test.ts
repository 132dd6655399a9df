import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { USER_SYNC_PATH, apiErrorText, type UserSync } from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { TEST_CLOCK_PATH } from '../jobs/test-clock-routes';

const HOUR_MS = 60 * 60 * 1000;

/** An HR system on a free localhost port serving `csv` (or `status`) at /people.csv. */
async function startFeed(csv: string, status = 200) {
  let reads = 0;
  const server = http.createServer((_req, res) => {
    reads += 1;
    res.writeHead(status, { 'Content-Type': 'text/csv' }).end(csv);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/people.csv`,
    reads: () => reads,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function setUp() {
  const api = createTestApi();
  const admin = await personaAuth(api.db, 'global_admin');
  const as = <T extends 'get' | 'put' | 'post'>(method: T, path: string) =>
    api.http[method](path).set('Authorization', admin.authorization);
  return { ...api, admin, as };
}

const waitFor = async (check: () => boolean) => {
  for (let attempt = 0; attempt < 100 && !check(); attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 30));
  expect(check()).toBe(true);
};

describe('the user management integration', () => {
  it('reads the feed now, imports the good rows and skips the bad one, in the imports history', async () => {
    const { db, as, admin } = await setUp();
    const feed = await startFeed(
      [
        'email,first_name,last_name,department,manager_email,role',
        `hr.one@laurel.example,Hana,One,,${admin.user.email},`,
        'not-an-email,Bad,Row,,,',
        'hr.two@laurel.example,Hugo,Two,,,',
      ].join('\n'),
    );
    try {
      const saved = await as('put', USER_SYNC_PATH).send({ feedUrl: ` ${feed.url} `, enabled: true });
      expect(saved.status).toBe(200);
      expect(saved.body.result).toMatchObject({ feedUrl: feed.url, enabled: true, runs: [] });

      const ran = await as('post', `${USER_SYNC_PATH}/run`);
      expect(ran.status).toBe(200);
      const [run] = (ran.body.result as UserSync).runs;
      expect(run).toMatchObject({ status: 'succeeded', error: null, created: 2, updated: 0, skipped: 1 });

      const record = db.user_imports.find((row) => row.id === run!.importId)!;
      expect(record.file_name).toMatch(/^HR feed \d{4}-\d{2}-\d{2}$/);
      expect(record).toMatchObject({ status: 'finished', created: 2, skipped: 1 });
      const hana = db.users.find((user) => user.email === 'hr.one@laurel.example')!;
      expect(hana.manager_id).toBe(admin.user.id);
    } finally {
      await feed.close();
    }
  });

  it('records a feed that refuses or is not a people CSV as a failed run, writing nobody', async () => {
    const { db, as } = await setUp();
    const people = db.users.length;
    const down = await startFeed('nope', 503);
    const notCsv = await startFeed('<html>hello</html>');
    try {
      await as('put', USER_SYNC_PATH).send({ feedUrl: down.url, enabled: false });
      const refused = await as('post', `${USER_SYNC_PATH}/run`);
      expect(refused.body.result.runs[0]).toMatchObject({ status: 'failed', error: 'HTTP 503', importId: null });

      await as('put', USER_SYNC_PATH).send({ feedUrl: notCsv.url, enabled: false });
      const wrong = await as('post', `${USER_SYNC_PATH}/run`);
      expect(wrong.body.result.runs[0]).toMatchObject({ status: 'failed', error: apiErrorText('invalid_csv') });
      expect(db.users).toHaveLength(people);
    } finally {
      await Promise.all([down.close(), notCsv.close()]);
    }
  });

  it('refuses an address that is not http(s), and a run before any address is saved', async () => {
    const { db, as } = await setUp();
    expect((await as('post', `${USER_SYNC_PATH}/run`)).body.error).toBe('user_sync_not_connected');
    const bad = await as('put', USER_SYNC_PATH).send({ feedUrl: 'file:///etc/passwd', enabled: true });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe(apiErrorText('user_sync_url_invalid'));
    expect(db.user_syncs).toEqual([]);
  });

  it('reads an enabled feed a day after it was saved, on the company’s job clock, and not before', async () => {
    const api = createTestApi({ testClock: true });
    const admin = await personaAuth(api.db, 'global_admin');
    const feed = await startFeed('email,first_name,last_name\nhr.three@laurel.example,Ines,Three\n');
    const advance = (hours: number) =>
      api.http
        .post(TEST_CLOCK_PATH)
        .send({ companyId: 1, advanceBy: hours * HOUR_MS })
        .expect(200);
    try {
      await api.http
        .put(USER_SYNC_PATH)
        .set('Authorization', admin.authorization)
        .send({ feedUrl: feed.url, enabled: true })
        .expect(200);
      expect(api.db.audit_events.at(-1)).toMatchObject({ action: 'user_sync.update', after: { feed_url: feed.url } });

      await advance(23);
      expect(feed.reads()).toBe(0);
      await advance(2);
      await waitFor(() => api.db.users.some((user) => user.email === 'hr.three@laurel.example'));
      expect(feed.reads()).toBe(1);
    } finally {
      await feed.close();
    }
  });

  it('is refused to a finance admin', async () => {
    const api = createTestApi();
    const finance = await personaAuth(api.db, 'finance_admin');
    expect((await api.http.get(USER_SYNC_PATH).set('Authorization', finance.authorization)).status).toBe(403);
  });
});
