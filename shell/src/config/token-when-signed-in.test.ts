import { useSessionStore } from '@laurel/shared';
import { tokenWhenSignedIn } from './token-when-signed-in';

describe('tokenWhenSignedIn', () => {
  beforeEach(() => useSessionStore.setState({ token: null, status: 'resolving' }));

  it('answers the token at once when there is one', async () => {
    useSessionStore.setState({ token: 'now' });
    await expect(tokenWhenSignedIn()).resolves.toBe('now');
  });

  it('waits for the session gate to set one', async () => {
    const pending = tokenWhenSignedIn();
    useSessionStore.setState({ token: 'later' });
    await expect(pending).resolves.toBe('later');
  });
});
