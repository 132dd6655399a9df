import { screen } from '@testing-library/react';
import { CommentItem } from './CommentItem';
import { comment, EMMA } from '../testing/bonuses';
import { renderWithFeed } from '../testing/render-feed';

describe('CommentItem', () => {
  it('shows a colleague the comment tags by @username under their name', () => {
    const tagged = { ...comment(1, 7, 'Agreed with @emma-employee'), mentioned: [EMMA] };
    renderWithFeed(
      <ul>
        <CommentItem comment={tagged} />
      </ul>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Agreed with @Emma Employee');
  });

  it('keeps an @username nobody answers for as it was written', () => {
    renderWithFeed(
      <ul>
        <CommentItem comment={comment(1, 7, 'Agreed with @left-long-ago-4')} />
      </ul>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Agreed with @left-long-ago-4');
  });
});
