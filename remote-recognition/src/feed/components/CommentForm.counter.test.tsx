import { useEffect } from 'react';
import { screen } from '@testing-library/react';
import { commentBodyError, COMMENT_MAX_LENGTH } from '@laurel/shared/recognition';
import type { ComposerProps } from '../../composer/components/Composer';
import { renderWithFeed } from '../testing/render-feed';
import { CommentForm } from './CommentForm';

const SENT = '@al thanks ';
const SHOWN = '@Alexandra Longfellow-Ng thanks ';

// A composer holding one chip: it sends `@al`, and shows the person's display name.
jest.mock('../../composer/components/Composer', () => ({
  Composer: ({ label, onDraftChange }: ComposerProps) => {
    useEffect(() => {
      onDraftChange({
        text: SENT,
        plainText: SHOWN,
        amount: null,
        amountInvalid: false,
        hashtags: [],
        recipients: [],
        mentions: [],
        recipientCount: 0,
        totalAmount: 0,
      });
    }, [onDraftChange]);
    return <textarea aria-label={label} />;
  },
}));

describe('the comment counter', () => {
  it('counts the text as sent, chips as @username and trimmed, as the server’s limit does', async () => {
    renderWithFeed(<CommentForm bonusId={5} onPosted={jest.fn()} />);
    expect(await screen.findByText(`10 of ${COMMENT_MAX_LENGTH} characters`)).toBeInTheDocument();
    // The server counts the same 10: ten short of the limit fits, one more is refused.
    const padded = (extra: number) => ({
      comment: { reason: `${'x'.repeat(COMMENT_MAX_LENGTH - 10 + extra)}${SENT}` },
    });
    expect(commentBodyError(padded(0))).toBeNull();
    expect(commentBodyError(padded(1))).toBe('too_long');
  });
});
