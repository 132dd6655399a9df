import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/create-i18n';
import { commonResources } from '../i18n/common-resources';
import { SessionGate } from './SessionGate';
import { useSessionStore } from './session-store';
import { createTokenResolver, type TokenResolver } from './token-resolver';

const i18n = createI18n(commonResources, 'common');

function renderGate(tokens?: TokenResolver) {
  render(
    <I18nextProvider i18n={i18n}>
      <SessionGate tokens={tokens}>
        <p>Signed-in content</p>
      </SessionGate>
    </I18nextProvider>,
  );
}

const mockFetch = (status: number, body: unknown) => {
  global.fetch = jest.fn().mockResolvedValue({ status, ok: status === 200, json: async () => body });
};

describe('SessionGate', () => {
  beforeEach(() => useSessionStore.setState({ status: 'resolving', token: null }));

  it('shows its children once the token is resolved, and keeps the token in memory', async () => {
    mockFetch(200, { jwt: 'token-1' });
    renderGate();
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in');
    expect(await screen.findByText('Signed-in content')).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBe('token-1');
    expect(window.localStorage.length).toBe(0);
  });

  it('sends the browser to sign in with the current path when there is no session', async () => {
    window.history.pushState({}, '', '/rewards/3?tab=a');
    mockFetch(401, {});
    const redirect = jest.fn();
    renderGate(createTokenResolver({ redirectToSignIn: redirect }));
    await waitFor(() =>
      expect(redirect).toHaveBeenCalledWith('/users/sign_in_start?redirect_to=%2Frewards%2F3%3Ftab%3Da'),
    );
    expect(screen.queryByText('Signed-in content')).not.toBeInTheDocument();
  });

  it('says so when the sign-in service cannot be reached', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    renderGate();
    expect(await screen.findByRole('alert')).toHaveTextContent('could not reach the sign-in service');
  });
});
