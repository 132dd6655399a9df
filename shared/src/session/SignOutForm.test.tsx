import { fireEvent, render, screen } from '@testing-library/react';
import { THEME_STORAGE_KEY } from '../theme/theme-preference';
import { SignOutForm } from './SignOutForm';

describe('SignOutForm', () => {
  afterEach(() => (document.cookie = 'CSRF-TOKEN=; max-age=0'));

  it('posts to sign-out with the anti-forgery token from its cookie', () => {
    document.cookie = 'CSRF-TOKEN=abc123';
    const { container } = render(<SignOutForm label="Sign out" />);
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/users/sign_out');
    expect(form.querySelector('input[name="authenticity_token"]')).toHaveValue('abc123');
    expect(screen.getByRole('button', { name: 'Sign out' })).toHaveAttribute('type', 'submit');
  });

  it('forgets the theme this device remembered, so the next page starts from the system theme', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    const { container } = render(<SignOutForm label="Sign out" />);
    fireEvent.submit(container.querySelector('form')!);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });
});
