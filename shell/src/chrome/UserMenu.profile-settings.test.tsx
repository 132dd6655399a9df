import { screen } from '@testing-library/react';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { UserMenu } from './UserMenu';
import { currentPath, renderChrome, resetChromeStores } from './testing/render-chrome';

describe('UserMenu: profile settings', () => {
  beforeEach(resetChromeStores);

  it('links every signed-in person to their profile settings, and closes on the way', async () => {
    const subject = subjectFor('tier_one');
    signInForTests(subject);
    const { user } = renderChrome(<UserMenu subject={subject} />);
    await user.click(screen.getByRole('button', { name: /Account menu for/ }));
    await user.click(screen.getByRole('link', { name: 'Profile settings' }));
    expect(currentPath()).toBe('/users/edit');
    expect(screen.queryByRole('link', { name: 'Profile settings' })).not.toBeInTheDocument();
  });
});
