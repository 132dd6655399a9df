import { screen } from '@testing-library/react';
import { MobileUnavailablePage } from './MobileUnavailablePage';
import { currentPath, renderChrome } from '../chrome/testing/render-chrome';

describe('MobileUnavailablePage', () => {
  it('says admin pages need a bigger screen, and leads home', async () => {
    const { user } = renderChrome(<MobileUnavailablePage />, { url: '/mobile-unavailable' });
    const page = screen.getByRole('region', { name: 'Admin pages need a bigger screen' });
    expect(page).toHaveTextContent('Small screen');
    expect(page).toHaveTextContent('Open the admin pages on a tablet or computer.');
    await user.click(screen.getByRole('link', { name: 'Go home' }));
    expect(currentPath()).toBe('/');
  });
});
