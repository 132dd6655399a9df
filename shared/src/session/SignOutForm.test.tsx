import { render, screen } from '@testing-library/react';
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
});
