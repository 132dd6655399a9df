import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar } from './Avatar';

const imageOf = (avatar: HTMLElement) => avatar.querySelector('img');

describe('Avatar', () => {
  it('is named for the person and shows initials without an image', () => {
    render(<Avatar name="Ada King Lovelace Byron" />);
    const avatar = screen.getByRole('img', { name: 'Ada King Lovelace Byron' });
    expect(avatar).toHaveTextContent('AKL');
    expect(imageOf(avatar)).toBeNull();
  });

  it('shows initials while the image is pending and only the image once loaded', () => {
    render(<Avatar name="Grace Hopper" imageUrl="https://img.test/grace.png" />);
    const avatar = screen.getByRole('img', { name: 'Grace Hopper' });
    expect(avatar).toHaveAttribute('data-state', 'pending');
    expect(avatar).toHaveTextContent('GH');

    fireEvent.load(imageOf(avatar)!);

    expect(avatar).toHaveAttribute('data-state', 'loaded');
    expect(avatar).not.toHaveTextContent('GH');
    expect(imageOf(avatar)).toHaveAttribute('src', 'https://img.test/grace.png');
  });

  it('falls back to initials when the image fails', () => {
    render(<Avatar name="Alan Turing" imageUrl="https://img.test/broken.png" />);
    const avatar = screen.getByRole('img', { name: 'Alan Turing' });

    fireEvent.error(imageOf(avatar)!);

    expect(avatar).toHaveAttribute('data-state', 'error');
    expect(avatar).toHaveTextContent('AT');
    expect(imageOf(avatar)).toBeNull();
  });

  it('remembers per URL: a second avatar of a failed URL shows initials at once', () => {
    const { unmount } = render(<Avatar name="Edsger Dijkstra" imageUrl="https://img.test/gone.png" />);
    fireEvent.error(imageOf(screen.getByRole('img', { name: 'Edsger Dijkstra' }))!);
    unmount();

    render(
      <>
        <Avatar name="Edsger Dijkstra" imageUrl="https://img.test/gone.png" />
        <Avatar name="Barbara Liskov" imageUrl="https://img.test/other.png" />
      </>,
    );

    const again = screen.getByRole('img', { name: 'Edsger Dijkstra' });
    expect(again).toHaveAttribute('data-state', 'error');
    expect(imageOf(again)).toBeNull();
    expect(screen.getByRole('img', { name: 'Barbara Liskov' })).toHaveAttribute('data-state', 'pending');
  });

  it('remembers a loaded URL too', () => {
    const { unmount } = render(<Avatar name="Katherine Johnson" imageUrl="https://img.test/kj.png" />);
    fireEvent.load(imageOf(screen.getByRole('img', { name: 'Katherine Johnson' }))!);
    unmount();

    render(<Avatar name="Katherine Johnson" imageUrl="https://img.test/kj.png" />);
    expect(screen.getByRole('img', { name: 'Katherine Johnson' })).toHaveAttribute('data-state', 'loaded');
  });
});
