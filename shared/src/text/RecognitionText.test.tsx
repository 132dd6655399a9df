import { render, screen } from '@testing-library/react';
import { RecognitionText } from './RecognitionText';

describe('RecognitionText', () => {
  it('links mentions, user tags and hashtags, and shows emoji as text', () => {
    render(<RecognitionText text="+10 @ada.l and &ops for #ship-it :rocket:" />);
    expect(screen.getByRole('link', { name: '@ada.l' })).toHaveAttribute('href', '/company/users/ada.l');
    expect(screen.getByRole('link', { name: '&ops' })).toHaveAttribute('href', '/company/users/ops');
    expect(screen.getByRole('link', { name: '#ship-it' })).toHaveAttribute('href', '/company/hashtags/ship-it');
    expect(screen.getByText(/🚀/u)).toBeInTheDocument();
    expect(screen.getByText('+10')).toBeInTheDocument();
  });

  it('takes the link paths from linkFor', () => {
    render(<RecognitionText text="@ada #team" linkFor={(token) => `/x/${token.type}/${token.value}`} />);
    expect(screen.getByRole('link', { name: '@ada' })).toHaveAttribute('href', '/x/mention/ada');
    expect(screen.getByRole('link', { name: '#team' })).toHaveAttribute('href', '/x/hashtag/team');
  });

  it('shows the display names it is given for mentions and user tags, keeping the link', () => {
    render(<RecognitionText text="+5 @sami-p and &ana for #OwnIt" names={new Map([['sami-p', 'Sami Petrov']])} />);
    expect(screen.getByRole('link', { name: '@Sami Petrov' })).toHaveAttribute('href', '/company/users/sami-p');
    expect(screen.getByRole('link', { name: '&ana' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#OwnIt' })).toBeInTheDocument();
  });

  it('shows markup as text and never as elements', () => {
    const payload = '<img src=x onerror=alert(1)> <script>alert(2)</script>';
    const { container } = render(<RecognitionText text={`Hi ${payload}`} />);
    expect(container).toHaveTextContent(`Hi ${payload}`);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('drops markdown images', () => {
    const { container } = render(<RecognitionText text="Look ![cat](https://x.test/c.png)!" />);
    expect(container).toHaveTextContent('Look !');
    expect(container.querySelector('img')).toBeNull();
  });
});
