import { PROFILE_NAME_MAX_LENGTH } from '@laurel/shared/contract';
import { XSS_CORPUS } from '../testing/rich-text-problems';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { securityTally, writeSecurityResults } from '../testing/security-results';

/** A person's name is plain text: stored and answered as the very string sent (trimmed), or refused whole. */
const nameText = securityTally(
  'XSS payloads in profile settings (API)',
  (cases) => `${XSS_CORPUS.length} payloads × the name (profile and recipient lookup), ${cases} round trips`,
);

afterAll(() => writeSecurityResults('xss-corpus-profile-settings', [nameText.row()]));

describe('profile settings name', () => {
  it('keeps text as text in the profile and in the recipient lookups', async () => {
    const api = createTestApi();
    const me = await personaAuth(api.db, 'employee');
    const colleague = await personaAuth(api.db, 'manager');
    const problems: string[] = [];
    for (const { id, payload } of XSS_CORPUS) {
      const saved = await api.http.patch('/api/v2/users/me').set('Authorization', me.authorization).send({
        display_name: payload,
      });
      const expected = payload.trim();
      if (saved.status !== 200) {
        const refusedWhole =
          saved.status === 422 &&
          (expected.length > PROFILE_NAME_MAX_LENGTH
            ? saved.body.error === 'profile_name_too_long'
            : expected === '' && saved.body.error === 'profile_name_required');
        if (!nameText.count(refusedWhole)) problems.push(`${id}: ${saved.status} ${saved.body.error}`);
        continue;
      }
      const profile = await api.http.get('/api/v2/profile/user').set('Authorization', me.authorization);
      if (!nameText.count(profile.body.result.display_name === expected)) problems.push(`${id}: profile changed it`);
      const looked = await api.http
        .get(`/api/v2/users/by_ids?ids=${me.user.id}`)
        .set('Authorization', colleague.authorization);
      if (!nameText.count(looked.body.result[0]?.display_name === expected)) problems.push(`${id}: lookup changed it`);
    }
    expect(problems).toEqual([]);
  });
});
