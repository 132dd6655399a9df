import { screen, within } from '@testing-library/react';
import { HttpError, v2Client } from '@laurel/shared';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { CommentItem } from '../feed/components/CommentItem';
import { comment } from '../feed/testing/bonuses';
import { renderWithFeed } from '../feed/testing/render-feed';

const renderComment = (authorId?: number) => {
  const written = comment(31, 7, 'Not nice at all');
  return renderWithFeed(
    <ul>
      <CommentItem comment={authorId === undefined ? written : { ...written, user_id: authorId }} />
    </ul>,
  );
};

describe('reporting a comment', () => {
  beforeEach(() => signInForTests(subjectFor('tier_three')));
  afterEach(() => jest.restoreAllMocks());

  it('asks for a reason in a dialog, sends it once and thanks the reporter', async () => {
    const post = jest.spyOn(v2Client, 'post').mockResolvedValue({ result: { id: 1, status: 'open' } });
    const { user } = renderComment();
    await user.click(screen.getByRole('button', { name: /Report the comment from/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this post' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const reason = within(dialog).getByLabelText('Why are you reporting it?');
    expect(reason).toHaveAccessibleDescription(/Say why you are reporting this post/);
    expect(reason).toHaveFocus();
    expect(post).not.toHaveBeenCalled();

    await user.type(reason, 'Insults a colleague');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(post).toHaveBeenCalledWith('reports', { post_type: 'comment', post_id: 31, reason: 'Insults a colleague' });
    expect(await within(dialog).findByText('Thank you. An admin will look at this post.')).toBeVisible();
  });

  it('shows the server’s refusal and keeps the reason typed', async () => {
    jest
      .spyOn(v2Client, 'post')
      .mockRejectedValue(
        new HttpError(409, { body: { error: 'already_reported', message: 'You have already reported this post' } }),
      );
    const { user } = renderComment();
    await user.click(screen.getByRole('button', { name: /Report the comment from/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this post' });
    await user.type(within(dialog).getByLabelText('Why are you reporting it?'), 'Rude');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have already reported this post');
    expect(within(dialog).getByLabelText('Why are you reporting it?')).toHaveValue('Rude');
  });

  it('is not offered on one’s own comment', () => {
    renderComment(subjectFor('tier_three').user.id);
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
  });
});
