import type { BonusView, RecipientResult } from '@laurel/shared/recognition';
import { chip, valueOf } from '../../composer/composer-model';
import { draftOf } from '../../composer/draft';
import { recipientCountOf } from './use-give-submission';

const person = (id: number): RecipientResult => ({ id, display_name: `P${id}`, username: `p${id}` });
const parent = { id: 9, giver_id: 5, receiver_ids: [2, 3] } as BonusView;

const draftWith = (...recipients: RecipientResult[]) =>
  draftOf([{ type: 'paragraph', children: [{ text: '+5 ' }, ...recipients.map((r) => chip('recipient', r))] }], 1);

describe('recipientCountOf', () => {
  it('counts the draft alone for a new recognition', () => {
    expect(recipientCountOf({ draft: draftWith(person(2), person(4)), privacy: 'publicly_visible', selfId: 1 })).toBe(
      2,
    );
  });

  it("adds an add-on's parent receivers, and its giver when asked, each once and never the giver", () => {
    const base = { privacy: 'publicly_visible' as const, parentBonus: parent, selfId: 1 };
    expect(recipientCountOf({ ...base, draft: draftOf(valueOf('+5'), 1) })).toBe(2);
    expect(recipientCountOf({ ...base, draft: draftWith(person(3), person(4)) })).toBe(3);
    expect(recipientCountOf({ ...base, draft: draftWith(person(4)), includeParentGiver: true })).toBe(4);
    expect(
      recipientCountOf({
        ...base,
        parentBonus: { ...parent, giver_id: 1 },
        includeParentGiver: true,
        draft: draftWith(),
      }),
    ).toBe(2);
  });
});
