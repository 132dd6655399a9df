import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createMockApi } from '../app';
import { generateDatabase } from '../seed/generate';
import { signInAs, TEST_SECRET, TEST_TODAY, APP_ORIGIN } from '../testing/test-api';
import { give } from '../testing/give';
import type { Database } from './types';

describe('an API over a db file', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'laurel-api-'));
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('writes a give to the file on flush, as the server does on shutdown', async () => {
    const file = path.join(folder, 'db.json');
    fs.writeFileSync(file, JSON.stringify(generateDatabase({ today: TEST_TODAY })));
    const app = createMockApi({ source: file, allowedOrigins: [APP_ORIGIN], secret: TEST_SECRET });
    const api = { http: request(app) };
    const { authorization } = await signInAs(api.http, 'employee');
    const response = await give(api, authorization, { reason: '+10 @mateo-manager-2 for the handover #OwnIt' });
    expect(response.status).toBe(201);
    (app.locals.flushDatabase as () => void)();
    const written = JSON.parse(fs.readFileSync(file, 'utf8')) as Database;
    expect(written.bonuses.at(-1)!.id).toBe(response.body.result.id);
    expect(written.users.find((user) => user.persona === 'employee')!.giving_balance).toBe(90);
  });
});
