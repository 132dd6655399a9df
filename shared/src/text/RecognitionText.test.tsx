import { render, screen } from '@testing-library/react';
import { subjectFor } from '../../testing/profiles';
import { loadedEmojiTable } from './emoji-table';
import { RecognitionText } from './RecognitionText';

describe('RecognitionText', () => {
  const reader = subjectFor('tier_three');

  it('links mentions, user tags and hashtags to the person’s and the hashtag’s page, and shows emoji the API resolved', () => {
    render(
      <RecognitionText reader={reader} text="+10 @ada.l and &ops for #ship-it :rocket:" emoji={{ ':rocket:': '🚀' }} />,
    );
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['@ada.l', '/company/users/ada.l'],
      ['&ops', '/company/users/ops'],
      ['#ship-it', '/company/hashtags/ship-it'],
    ]);
    expect(screen.getByText(/🚀/u)).toBeInTheDocument();
    expect(screen.getByText('+10')).toBeInTheDocument();
    expect(loadedEmojiTable()).toBeUndefined();
  });

  it('marks a token whose page does not exist without linking it', () => {
    render(<RecognitionText reader={reader} text="@ada #team" linkFor={() => '/growth/ada'} />);
    for (const tag of ['@ada', '#team']) expect(screen.getByText(tag).tagName).toBe('SPAN');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('links nothing a reader may not open: an Appreciate reader has no people or hashtag pages', () => {
    render(<RecognitionText text="+10 @ada.l for #ship-it" reader={subjectFor('tier_one')} />);
    for (const tag of ['@ada.l', '#ship-it']) expect(screen.getByText(tag).tagName).toBe('SPAN');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('keeps a shortcode the API found no emoji for as text, without loading the table', () => {
    render(<RecognitionText reader={reader} text="Launch :not-an-emoji: :rocket:" emoji={{ ':rocket:': '🚀' }} />);
    expect(screen.getByText(/:not-an-emoji:/)).toBeInTheDocument();
    expect(loadedEmojiTable()).toBeUndefined();
  });

  it('loads the shortcode table for a text the API did not resolve, and shows its emoji once there', async () => {
    render(<RecognitionText reader={reader} text="Launch day :tada: :rocket:" />);
    expect(screen.getByText(/:tada:/)).toBeInTheDocument();
    expect(await screen.findByText(/🎉/u)).toBeInTheDocument();
    expect(loadedEmojiTable()).toBeDefined();
  });

  it('links a token to the page linkFor names when that page exists', () => {
    render(
      <RecognitionText
        reader={reader}
        text="@ada #team"
        linkFor={(token) => (token.type === 'hashtag' ? '/rewards/7' : '/x/ada')}
      />,
    );
    expect(screen.getByRole('link', { name: '#team' })).toHaveAttribute('href', '/rewards/7');
    expect(screen.queryByRole('link', { name: '@ada' })).not.toBeInTheDocument();
  });

  it('shows the display names it is given for mentions and user tags', () => {
    render(
      <RecognitionText
        reader={reader}
        text="+5 @sami-p and &ana for #OwnIt"
        names={new Map([['sami-p', 'Sami Petrov']])}
      />,
    );
    expect(screen.getByText('@Sami Petrov')).toBeInTheDocument();
    expect(screen.getByText('&ana')).toBeInTheDocument();
    expect(screen.getByText('#OwnIt')).toBeInTheDocument();
  });

  it('shows markup as text and never as elements', () => {
    const payload = '<img src=x onerror=alert(1)> <script>alert(2)</script>';
    const { container } = render(<RecognitionText reader={reader} text={`Hi ${payload}`} />);
    expect(container).toHaveTextContent(`Hi ${payload}`);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('drops markdown images', () => {
    const { container } = render(<RecognitionText reader={reader} text="Look ![cat](https://x.test/c.png)!" />);
    expect(container).toHaveTextContent('Look !');
    expect(container.querySelector('img')).toBeNull();
  });
});
