import { createTestApi, signInAs } from '../testing/test-api';
import { give } from '../testing/give';

const PICTURE = { category: 'social', url: '/api/v2/media/gifs/trophy.gif', alt_text: 'A golden trophy' };
const THANKS = '+10 @mateo-manager-2 for the release notes #OwnIt';

async function signedIn() {
  const api = createTestApi();
  const { authorization } = await signInAs(api.http, 'employee');
  return { api, authorization };
}

describe('POST /api/v2/bonuses payload', () => {
  it('stores the attachments and shows them in the answer, the detail and the feed', async () => {
    const { api, authorization } = await signedIn();
    const response = await give(api, authorization, { reason: THANKS, attachments_attributes: [PICTURE] });
    expect(response.status).toBe(201);
    expect(response.body.result.attachments).toEqual([PICTURE]);
    expect(api.db.bonuses.at(-1)!.attachments).toEqual([PICTURE]);

    const { id } = response.body.result;
    const detail = await api.http.get(`/api/v2/bonuses/${id}`).set('Authorization', authorization).expect(200);
    expect(detail.body.result.attachments).toEqual([PICTURE]);
    const feed = await api.http.get('/api/v2/bonus_feeds').set('Authorization', authorization).expect(200);
    const shown = feed.body.result.find((bonus: { id: number }) => bonus.id === id);
    expect(shown.attachments).toEqual([PICTURE]);
  });

  it('lists no attachments as an empty list', async () => {
    const { api, authorization } = await signedIn();
    const response = await give(api, authorization, { reason: THANKS });
    expect(response.body.result.attachments).toEqual([]);
  });

  it.each([
    ['not a list', { category: 'image', url: '/a.png', alt_text: '' }],
    ['an unknown category', [{ ...PICTURE, category: 'pdf' }]],
    ['no url', [{ category: 'image', alt_text: 'x' }]],
    ['a javascript: url', [{ ...PICTURE, url: 'javascript:alert(1)' }]],
    ['a protocol-relative url', [{ ...PICTURE, url: '//evil.example/a.png' }]],
    ['alt text that is not text', [{ ...PICTURE, alt_text: 7 }]],
    ['two attachments', [PICTURE, PICTURE]],
  ])('answers 400 to attachments_attributes with %s and changes nothing', async (_shape, attachments) => {
    const { api, authorization } = await signedIn();
    const count = api.db.bonuses.length;
    const response = await give(api, authorization, { reason: THANKS, attachments_attributes: attachments });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('bad_request');
    expect(api.db.bonuses).toHaveLength(count);
  });

  it.each([
    ['no bonus', undefined],
    ['no reason', { privacy: 'publicly_visible' }],
    ['an unknown privacy', { reason: THANKS, privacy: 'everyone' }],
    ['reason tokens that are not a list', { reason: THANKS, reason_tokens: 'x' }],
  ])('answers 400 to a body with %s', async (_shape, bonus) => {
    const { api, authorization } = await signedIn();
    const response = await api.http.post('/api/v2/bonuses').set('Authorization', authorization).send({ bonus });
    expect(response.status).toBe(400);
  });

  it('answers the add-ons as children only with include_children=true', async () => {
    const { api, authorization } = await signedIn();
    const withChildren = await give(api, authorization, { reason: THANKS });
    expect(withChildren.body.result.children).toEqual([]);
    const without = await give(api, authorization, { reason: THANKS }, { query: '' });
    expect(without.status).toBe(201);
    expect(without.body.result).not.toHaveProperty('children');
  });

  it('stores the application name and the Teams meeting it was given from', async () => {
    const { api, authorization } = await signedIn();
    const response = await give(
      api,
      authorization,
      { reason: THANKS },
      { query: 'include_children=true&application_name=ms_teams&ms_teams_meeting_id=meeting-42' },
    );
    expect(response.status).toBe(201);
    expect(api.db.bonuses.at(-1)).toMatchObject({ application_name: 'ms_teams', ms_teams_meeting_id: 'meeting-42' });
    const plain = await give(api, authorization, { reason: THANKS });
    expect(api.db.bonuses.find((bonus) => bonus.id === plain.body.result.id)).not.toHaveProperty('application_name');
  });

  it('keeps privacy public where the company does not let givers choose', async () => {
    const api = createTestApi();
    const { authorization } = await signInAs(api.http, 'free_user');
    const colleague = api.db.users.find((user) => user.company_id === 2 && user.persona === undefined)!;
    const response = await give(api, authorization, {
      reason: `+5 @${colleague.slug} thanks`,
      privacy: 'privately_visible',
    });
    expect(response.body.result.privacy).toBe('publicly_visible');
  });
});
