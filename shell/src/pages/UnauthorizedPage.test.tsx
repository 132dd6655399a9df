import { screen, within } from '@testing-library/react';
import { UnauthorizedPage } from './UnauthorizedPage';
import { renderChrome } from '../chrome/testing/render-chrome';

describe('UnauthorizedPage', () => {
  it('says the person is signed out, with the 401 pill', () => {
    renderChrome(<UnauthorizedPage />);
    const page = screen.getByRole('region', { name: 'You are signed out' });
    expect(page).toHaveTextContent('Status 401');
    expect(page).toHaveTextContent('Your session has ended or you are not allowed here. Sign in again to continue.');
  });

  it('has a top bar with only the logo and a re-login link to the sign-in start page', () => {
    renderChrome(<UnauthorizedPage />);
    const topBar = screen.getByRole('banner');
    expect(
      within(topBar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Laurel', 'Sign in again']);
    expect(within(topBar).getByRole('link', { name: 'Laurel' })).toHaveAttribute('href', '/');
    expect(within(topBar).getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/users/sign_in_start');
  });

  it('shows no main navigation, search or user menu', () => {
    renderChrome(<UnauthorizedPage />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('leads back to sign in, not home', () => {
    renderChrome(<UnauthorizedPage />);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/users/sign_in_start');
    expect(screen.queryByRole('link', { name: 'Go home' })).not.toBeInTheDocument();
  });
});
