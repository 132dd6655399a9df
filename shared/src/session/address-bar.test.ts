import { removeJwtFromAddressBar } from './address-bar';
import { useSessionStore } from './session-store';
import { createTokenResolver } from './token-resolver';

const resolver = () =>
  createTokenResolver({ isFramed: () => false, cookies: { cookie: '' }, fetchToken: async () => null });

describe('removeJwtFromAddressBar', () => {
  beforeEach(() => useSessionStore.setState({ status: 'resolving', token: null }));

  it('keeps the token and removes only the jwt parameter from the address bar', async () => {
    const token = 'header.eyJ1c2VyX2lkIjo3fQ.sig';
    window.history.pushState({ from: 'test' }, '', `/widget?a=1&jwt=${token}&b=2#composer`);
    const tokens = resolver();
    expect(removeJwtFromAddressBar(tokens)).toBe(token);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/widget?a=1&b=2#composer',
    );
    expect(window.history.state).toEqual({ from: 'test' });
    await expect(tokens.getToken()).resolves.toBe(token);
  });

  it('leaves an address without a jwt alone', () => {
    window.history.pushState({}, '', '/widget?a=1');
    const replaceState = jest.spyOn(window.history, 'replaceState');
    expect(removeJwtFromAddressBar(resolver())).toBeNull();
    expect(replaceState).not.toHaveBeenCalled();
    replaceState.mockRestore();
  });
});
