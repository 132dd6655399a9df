import type { AdminUserRow, ReportedPostView, UserImportView } from '@laurel/shared/contract';
import { XSS_CORPUS } from '../testing/rich-text-problems';
import { createTestApi } from '../testing/test-api';
import { NO_RATE_LIMITS } from '../config';
import { personaAuth } from '../testing/persona-auth';
import { securityTally, writeSecurityResults } from '../testing/security-results';

/**
 * The people admin's free text, a department, a report's reason and an imported person's names, is plain
 * text: stored and answered as the very string sent (trimmed), or refused whole over its limit.
 */
const tally = securityTally(
  'XSS payloads in user accounts, imports and reports (API)',
  (cases) =>
    `${XSS_CORPUS.length} payloads × department, report reason and imported first name (text, or refused whole; a file with a NUL byte is refused as not text), ${cases} round trips`,
);

afterAll(() => writeSecurityResults('xss-corpus-people-admin', [tally.row()]));

const csvCell = (text: string) => `"${text.replace(/"/g, '""')}"`;

describe('people admin free text', () => {
  it('keeps each payload as text, read back unchanged', async () => {
    const api = createTestApi({ rateLimits: NO_RATE_LIMITS });
    const admin = await personaAuth(api.db, 'global_admin');
    const employee = await personaAuth(api.db, 'employee');
    const person = api.db.users.find((user) => user.company_id === 1 && !user.persona && user.status === 'active')!;
    const posts = api.db.bonuses.filter(
      (bonus) => bonus.company_id === 1 && bonus.privacy === 'publicly_visible' && bonus.giver_id !== employee.user.id,
    );
    const problems: string[] = [];
    for (const [index, { id, payload }] of XSS_CORPUS.entries()) {
      const text = payload.trim();
      const changed = await api.http
        .patch(`/api/v2/admin/users/${person.id}`)
        .set('Authorization', admin.authorization)
        .send({ department: payload });
      const refusedWhole =
        changed.status === 422 && ['department_required', 'department_too_long'].includes(changed.body.error);
      if (changed.status === 200) {
        const listed = await api.http
          .get(`/api/v2/admin/users?q=${encodeURIComponent(person.email)}`)
          .set('Authorization', admin.authorization);
        const row = (listed.body.users as AdminUserRow[]).find((user) => user.id === person.id);
        if (!tally.count((changed.body as AdminUserRow).department === text && row?.department === text))
          problems.push(`${id}: department changed`);
      } else if (!tally.count(refusedWhole)) problems.push(`${id}: department ${changed.status}`);

      const post = posts[index % posts.length]!;
      api.db.reported_posts = [];
      const reported = await api.http
        .post('/api/v2/reports')
        .set('Authorization', employee.authorization)
        .send({ post_type: 'bonus', post_id: post.id, reason: payload });
      if (reported.status === 201) {
        const open = await api.http
          .get('/api/v2/admin/reported_posts?view=open')
          .set('Authorization', admin.authorization);
        const reason = (open.body.result as ReportedPostView[])[0]?.reports[0]?.reason;
        if (!tally.count(reason === text)) problems.push(`${id}: reason changed`);
      } else if (
        !tally.count(
          reported.status === 422 && ['report_reason_required', 'report_reason_too_long'].includes(reported.body.error),
        )
      )
        problems.push(`${id}: report ${reported.status}`);

      const csv = `email,first_name,last_name\r\nxss.${index}@laurel.example,${csvCell(payload)},Person\r\n`;
      const preview = await api.http
        .post('/api/v2/admin/user_imports')
        .set('Authorization', admin.authorization)
        .attach('file', Buffer.from(csv), { filename: 'people.csv', contentType: 'text/csv' });
      const row = (preview.body.result as UserImportView | undefined)?.rows[0];
      // A file holding a NUL byte is no text file: the whole file is refused.
      const binaryRefused = payload.includes('\0') && preview.status === 415;
      if (!tally.count(binaryRefused || (preview.status === 201 && row?.first_name === text)))
        problems.push(`${id}: import ${preview.status}`);
    }
    expect(problems).toEqual([]);
  });
});
