import { screen } from '@testing-library/react';
import { StatusPage } from './StatusPage';
import { currentPath, renderChrome } from '../chrome/testing/render-chrome';

const texts = { pill: 'Status 409', heading: 'That changed meanwhile', subheading: 'Reload and try again.' };

describe('StatusPage', () => {
  it('shows the pill, the heading as the page title and the subheading', () => {
    renderChrome(<StatusPage {...texts} />);
    const page = screen.getByRole('region', { name: 'That changed meanwhile' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('That changed meanwhile');
    expect(page).toHaveTextContent('Status 409');
    expect(page).toHaveTextContent('Reload and try again.');
  });

  it('goes home by default, inside the app', async () => {
    const { user } = renderChrome(<StatusPage {...texts} />, { url: '/somewhere' });
    await user.click(screen.getByRole('link', { name: 'Go home' }));
    expect(currentPath()).toBe('/');
  });

  it('follows a given in-app action instead', async () => {
    const { user } = renderChrome(<StatusPage {...texts} action={{ href: '/rewards', label: 'See rewards' }} />, {
      url: '/somewhere',
    });
    expect(screen.queryByRole('link', { name: 'Go home' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'See rewards' }));
    expect(currentPath()).toBe('/rewards');
  });

  it('leaves a reloading action to the browser instead of the router', async () => {
    const { user } = renderChrome(
      <StatusPage {...texts} action={{ href: '/users/sign_in_start', label: 'Sign in again', reload: true }} />,
      { url: '/somewhere' },
    );
    const link = screen.getByRole('link', { name: 'Sign in again' });
    expect(link).toHaveAttribute('href', '/users/sign_in_start');
    // Stands in for the browser's page load, after the router would have had its turn.
    const stopPageLoad = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stopPageLoad);
    try {
      await user.click(link);
    } finally {
      document.removeEventListener('click', stopPageLoad);
    }
    expect(currentPath()).toBe('/somewhere');
  });
});
