import { screen } from '@testing-library/react';
import { HttpError } from '@laurel/shared';
import { comment } from '../testing/bonuses';
import { renderWithFeed } from '../testing/render-feed';
import { answerPosts, deferred, httpError } from '../testing/v2-api';
import { CommentForm } from './CommentForm';

jest.mock('../../composer/components/Composer', () => jest.requireActual('../../composer/testing/composer-stand-in'));

const field = () => screen.getByRole('textbox', { name: 'Add a comment' });
const submit = () => screen.getByRole('button', { name: 'Post comment' });

describe('CommentForm', () => {
  afterEach(() => jest.restoreAllMocks());

  it('posts the comment, hands it on and empties the field', async () => {
    const posted = comment(30, 5, 'Well deserved');
    const post = answerPosts(() => ({ result: posted }));
    const onPosted = jest.fn();
    const { user } = renderWithFeed(<CommentForm bonusId={5} onPosted={onPosted} />);

    await user.type(field(), '  Well deserved ');
    expect(screen.getByText('13 of 1000 characters')).toBeInTheDocument();
    await user.click(submit());

    expect(post).toHaveBeenCalledWith('bonuses/5/comments', { comment: { reason: 'Well deserved' } });
    expect(onPosted).toHaveBeenCalledWith(posted);
    expect(field()).toHaveValue('');
  });

  it('shows the server’s refusal under the field and keeps the text', async () => {
    answerPosts(() => {
      throw httpError(422, { error: 'blocked_word', message: 'Comments cannot contain that word' });
    });
    const onPosted = jest.fn();
    const { user } = renderWithFeed(<CommentForm bonusId={5} onPosted={onPosted} />);

    await user.type(field(), 'Something rude');
    await user.click(submit());

    expect(await screen.findByText('Comments cannot contain that word')).toBeInTheDocument();
    expect(field()).toHaveValue('Something rude');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(/Comments cannot contain that word/);
    expect(onPosted).not.toHaveBeenCalled();
  });

  it('keeps the text and says when to try again when the server refuses for too many requests', async () => {
    const wait = 'Too many requests: try again in 30 seconds';
    answerPosts(() => {
      throw new HttpError(429, { body: { error: 'rate_limited', message: wait }, retryAfterSeconds: 30 });
    });
    const onPosted = jest.fn();
    const { user } = renderWithFeed(<CommentForm bonusId={5} onPosted={onPosted} />);

    await user.type(field(), 'Third comment in a row');
    await user.click(submit());

    expect(await screen.findByText(wait)).toBeInTheDocument();
    expect(field()).toHaveValue('Third comment in a row');
    expect(field()).toHaveAccessibleDescription(new RegExp(wait));
    expect(onPosted).not.toHaveBeenCalled();
  });

  it('words a refusal it knows in the reader’s language', async () => {
    answerPosts(() => {
      throw httpError(422, { error: 'too_long', message: 'Keep a comment under 1000 characters' });
    });
    const { user } = renderWithFeed(<CommentForm bonusId={5} onPosted={jest.fn()} />);
    await user.type(field(), 'Fine by the client');
    await user.click(submit());
    expect(await screen.findByText('Keep a comment under 1000 characters.')).toBeInTheDocument();
  });

  it('says an unknown error occurred when the server gives no reason', async () => {
    answerPosts(() => {
      throw new TypeError('Failed to fetch');
    });
    const { user } = renderWithFeed(<CommentForm bonusId={5} onPosted={jest.fn()} />);
    await user.type(field(), 'Hello');
    await user.click(submit());
    expect(await screen.findByText('An unknown error occurred')).toBeInTheDocument();
    expect(field()).toHaveValue('Hello');
  });

  it('refuses a blank or over-long comment without asking the server', async () => {
    const post = answerPosts(() => ({ result: comment(1, 5, 'x') }));
    const { user } = renderWithFeed(<CommentForm bonusId={5} onPosted={jest.fn()} />);

    await user.type(field(), '   ');
    await user.click(submit());
    expect(screen.getByText('Write a comment first.')).toBeInTheDocument();

    await user.clear(field());
    await user.click(field());
    await user.paste('a'.repeat(1001));
    expect(screen.getByText('1001 of 1000 characters, over the limit')).toBeInTheDocument();
    await user.click(submit());
    expect(screen.getByText('Keep a comment under 1000 characters.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('posts once while a post is under way', async () => {
    const answer = deferred<unknown>();
    const post = answerPosts(() => answer.promise);
    const { user } = renderWithFeed(<CommentForm bonusId={5} onPosted={jest.fn()} />);
    await user.type(field(), 'Hello');
    await user.click(submit());
    const posting = screen.getByRole('button', { name: 'Posting…' });
    expect(posting).toHaveAttribute('aria-disabled', 'true');
    await user.click(posting);
    expect(post).toHaveBeenCalledTimes(1);
  });
});
