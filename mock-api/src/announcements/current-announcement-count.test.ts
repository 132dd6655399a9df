import { createTestApi } from '../testing/test-api';
import { ANNOUNCEMENTS, announcementAudience, groupToken, testClock, validForm } from '../testing/announcements';

describe("the profile's current announcement count", () => {
  it('counts what the carousel will show the user today: posted to them, begun and not ended', async () => {
    const clock = testClock();
    const api = createTestApi({ now: clock.now });
    const { admin, member, outsider, team } = await announcementAudience(api.db);
    const count = async (authorization: string) =>
      (await api.http.get('/api/v2/profile/user').set('Authorization', authorization).expect(200)).body.result
        .current_announcements_count;

    expect(await count(member.authorization)).toBe(0);
    const form = validForm(clock, [groupToken(team)]);
    await api.http.post(ANNOUNCEMENTS).set('Authorization', admin.authorization).send(form).expect(201);
    const scheduled = { ...form, start_date: '2026-11-12', end_date: '2026-11-14' };
    await api.http.post(ANNOUNCEMENTS).set('Authorization', admin.authorization).send(scheduled).expect(201);

    expect(await count(member.authorization)).toBe(1);
    expect(await count(outsider.authorization)).toBe(0);
    clock.advanceDays(2);
    expect(await count(member.authorization)).toBe(2);
    clock.advanceDays(30);
    expect(await count(member.authorization)).toBe(0);
  });
});
