import type { Descendant } from 'slate';
import { parseRecognitionText, serializeTokens } from '@laurel/shared/text';
import type { RecipientResult } from '@laurel/shared/recognition';
import { chip } from './composer-model';
import { draftOf, reasonTokensOf } from './draft';

const alice: RecipientResult = { id: 2, display_name: 'Alice Ng', username: 'alice' };
const bob: RecipientResult = { id: 3, display_name: 'Bob Ray', username: 'bob' };
const team: RecipientResult = {
  id: 9,
  display_name: 'Design',
  username: 'group-9',
  group_type: 'team',
  group_users: [1, 3, 4, 5],
  group_user_ids: [1, 3, 4, 5],
};

const paragraph = (...children: Extract<Descendant, { type: 'paragraph' }>['children']): Descendant => ({
  type: 'paragraph',
  children,
});

describe('draftOf', () => {
  const value = [
    paragraph({ text: '+10 ' }, chip('recipient', alice), { text: ' and ' }, chip('recipient', team), {
      text: ' #OwnIt',
    }),
    paragraph({ text: 'cc ' }, chip('mention', bob), { text: ' :tada:' }),
  ];

  it('serialises chips to their usernames and reads the draft state', () => {
    const draft = draftOf(value, 1);
    expect(draft.text).toBe('+10 @alice and @group-9 #OwnIt\ncc &bob :tada:');
    expect(draft.plainText).toBe('+10 @Alice Ng and @Design #OwnIt\ncc &Bob Ray :tada:');
    expect(draft.amount).toBe(10);
    expect(draft.hashtags).toEqual(['OwnIt']);
    expect(draft.mentions).toEqual([bob]);
  });

  it('multiplies the amount by the distinct people, groups by their members without the giver', () => {
    const draft = draftOf(value, 1);
    expect(draft.recipientCount).toBe(4);
    expect(draft.totalAmount).toBe(40);
  });

  it('counts an @username typed as text as the server charges it, once, and not a picked one again', () => {
    const typed = [paragraph({ text: '+10 ' }, chip('recipient', alice), { text: ' @carol @Alice @carol #OwnIt' })];
    const draft = draftOf(typed, 1);
    expect(draft.recipientCount).toBe(2);
    expect(draft.totalAmount).toBe(20);
  });

  it('round-trips its text through the parser', () => {
    const { text } = draftOf(value, 1);
    expect(serializeTokens(parseRecognitionText(text))).toBe(text);
  });
});

describe('reasonTokensOf', () => {
  it('sends people by username and groups with their member ids', () => {
    expect(reasonTokensOf([alice, team])).toEqual([
      { context: 'recipient', token: '@alice', display_name: 'Alice Ng', type: 'username' },
      { context: 'recipient', token: '@group-9', display_name: 'Design', type: 'group', id: 9, user_ids: [1, 3, 4, 5] },
    ]);
  });
});
