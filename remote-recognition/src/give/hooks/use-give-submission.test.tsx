import type { BonusView, RecipientResult } from '@laurel/shared/recognition';
import { chip, valueOf } from '../../composer/composer-model';
import { draftOf } from '../../composer/draft';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { HttpError, v2Client } from '@laurel/shared';
import { i18n } from '../../i18n';
import { recipientCountOf, useGiveSubmission, type Submission } from './use-give-submission';

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

describe('the Idempotency-Key of a give', () => {
  const rules = { zeroPointBonuses: false, hashtaggingMode: 'none' as const, companyHashtags: [], givingBalance: 100 };
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

  it('is kept for a resend of the same payload and renewed when anything sent changes, not only the text', async () => {
    const post = jest.spyOn(v2Client, 'post').mockRejectedValue(new HttpError(503, { body: {} }));
    const { result } = renderHook(() => useGiveSubmission(rules, jest.fn()), { wrapper });
    const keys: unknown[] = [];
    const send = async (submission: Submission) => {
      await act(() => result.current.submit(submission));
      keys.push(post.mock.calls.at(-1)?.[2]?.headers?.['Idempotency-Key']);
    };
    const first: Submission = { draft: draftWith(person(2)), privacy: 'publicly_visible', selfId: 1 };
    await send(first);
    await send({ ...first, draft: draftWith(person(2)) });
    await send({ ...first, privacy: 'privately_visible' });
    await send({ ...first, privacy: 'privately_visible', flashPointsUsed: 5 });
    expect(keys[0]).toEqual(expect.any(String));
    expect(keys[1]).toBe(keys[0]);
    expect(new Set(keys.slice(1)).size).toBe(3);
    post.mockRestore();
  });
});
