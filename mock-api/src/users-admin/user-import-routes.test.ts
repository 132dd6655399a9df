import type { UserImportSummary, UserImportView } from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { PNG } from '../uploads/upload-fixtures';
import { toCsv } from '../reports/csv-reports';

const IMPORTS = '/api/v2/admin/user_imports';

async function setUp() {
  const api = createTestApi();
  const admin = await personaAuth(api.db, 'global_admin');
  const upload = (content: Buffer | string, filename = 'people.csv') =>
    api.http
      .post(IMPORTS)
      .set('Authorization', admin.authorization)
      .attach('file', Buffer.from(content), { filename, contentType: 'text/csv' });
  const get = (path: string) => api.http.get(path).set('Authorization', admin.authorization);
  const run = (id: number) => api.http.post(`${IMPORTS}/${id}/run`).set('Authorization', admin.authorization);
  return { ...api, admin, upload, get, run };
}

const waitFor = async (check: () => Promise<boolean>) => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  throw new Error('the import did not finish');
};

describe('previewing an import', () => {
  it('reads each row with its errors and writes nobody', async () => {
    const { db, upload, admin } = await setUp();
    const colleague = db.users.find((user) => user.company_id === 1 && user.persona === 'employee')!;
    const before = db.users.length;
    const csv = [
      'Email,First Name,Last Name,Department,Manager Email,Role',
      `ann.new@laurel.example,Ann,New,Sales,${admin.user.email},`,
      'not-an-email,Bad,Row,Sales,,',
      'ann.new@laurel.example,Ann,Twice,Sales,,',
      'bo.new@laurel.example,Bo,New,Astrology,nobody@laurel.example,wizard',
      `${colleague.email},Emma,Renamed,,ann.new@laurel.example,admin`,
      'cy.new@laurel.example,"Cy, Jr.",New,sales,,',
    ].join('\r\n');
    const preview = (await upload(csv).expect(201)).body.result as UserImportView;
    expect(db.users.length).toBe(before);
    expect(preview.status).toBe('preview');
    expect(preview.rows.map((row) => [row.line, row.action, row.errors])).toEqual([
      [2, 'create', []],
      [3, 'create', ['invalid_email']],
      [4, 'create', ['duplicate_email']],
      [5, 'create', ['unknown_department', 'unknown_manager', 'unknown_role']],
      [6, 'update', []],
      [7, 'create', []],
    ]);
    expect(preview.importable).toBe(3);
  });

  it('refuses a file that is not a CSV of people by its content, an empty one and one over the limit', async () => {
    const { upload } = await setUp();
    expect((await upload(PNG, 'people.csv').expect(415)).body.error).toBe('invalid_csv');
    expect((await upload('name,age\r\nAnn,3\r\n').expect(415)).body.error).toBe('invalid_csv');
    expect((await upload('email,first_name,last_name\0\r\n').expect(415)).body.error).toBe('invalid_csv');
    expect((await upload(Buffer.alloc(0)).expect(422)).body.error).toBe('empty_file');
    const big = `email,first_name,last_name\r\n${'a@b.co,A,B\r\n'.repeat(120_000)}`;
    expect((await upload(big).expect(413)).body.error).toBe('file_too_large');
    const many = `email,first_name,last_name\r\n${Array.from({ length: 2001 }, (_, i) => `p${i}@x.co,A,B`).join('\r\n')}`;
    expect((await upload(many).expect(422)).body.error).toBe('too_many_rows');
  });
});

describe('running an import', () => {
  it('creates and updates the good rows, skips the bad ones, reports progress and lists it in the history', async () => {
    const { db, upload, get, run } = await setUp();
    const csv = [
      'email,first_name,last_name,department,manager_email,role',
      'lead.new@laurel.example,Lea,Lead,Engineering,,is_manager',
      'dev.new@laurel.example,Dev,Eloper,engineering,lead.new@laurel.example,',
      'broken,No,Email,,,',
    ].join('\n');
    const preview = (await upload(csv).expect(201)).body.result as UserImportView;
    const started = (await run(preview.id).expect(202)).body.result as UserImportView;
    expect(started.status).toMatch(/running|finished/);
    await waitFor(
      async () => ((await get(`${IMPORTS}/${preview.id}`)).body.result as UserImportView).status === 'finished',
    );
    const done = (await get(`${IMPORTS}/${preview.id}`)).body.result as UserImportView;
    expect(done).toMatchObject({ processed: 3, created: 2, updated: 0, skipped: 1 });
    const lead = db.users.find((user) => user.email === 'lead.new@laurel.example')!;
    const dev = db.users.find((user) => user.email === 'dev.new@laurel.example')!;
    expect(lead).toMatchObject({ status: 'active', is_manager: true, display_name: 'Lea Lead', company_id: 1 });
    expect(dev.custom_properties.department).toBe('Engineering');
    expect(dev.manager_id).toBe(lead.id);
    await run(preview.id).expect(409);
    const history = (await get(IMPORTS).expect(200)).body.result as UserImportSummary[];
    expect(history[0]).toMatchObject({ id: preview.id, status: 'finished', created: 2, skipped: 1 });
    expect(history[0]).not.toHaveProperty('rows');
  });

  it('refuses to run a file with no good row', async () => {
    const { upload, run } = await setUp();
    const preview = (await upload('email,first_name,last_name\r\nbad,,\r\n').expect(201)).body.result as UserImportView;
    expect((await run(preview.id).expect(422)).body.error).toBe('nothing_to_import');
  });

  it('keeps a formula in a cell as text: the CSV reports that name the person neutralise it', async () => {
    const { db, upload, run, get } = await setUp();
    const formula = '=HYPERLINK("http://evil.example","x")';
    const csv = `email,first_name,last_name\r\nformula@laurel.example,"${formula.replace(/"/g, '""')}",Cell\r\n`;
    const preview = (await upload(csv).expect(201)).body.result as UserImportView;
    expect(preview.rows[0]!.first_name).toBe(formula);
    await run(preview.id).expect(202);
    await waitFor(
      async () => ((await get(`${IMPORTS}/${preview.id}`)).body.result as UserImportView).status === 'finished',
    );
    const person = db.users.find((user) => user.email === 'formula@laurel.example')!;
    expect(person.first_name).toBe(formula);
    // Every CSV report writes its cells through toCsv.
    const csvOut = toCsv([[person.display_name, person.email]]);
    expect(csvOut).toContain(`"'${formula.replace(/"/g, '""')} Cell"`);
    expect(csvOut).not.toMatch(/(^|,)=HYPERLINK/m);
  });
});
