import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { commonResources } from '../i18n/common-resources';
import { createI18n } from '../i18n/create-i18n';
import { signInForTests } from '../../testing/profiles';
import { v2Client } from '../http';
import { ProfileGate } from './ProfileGate';
import { refetchProfile } from './profile-loader';
import { useProfileStore } from './profile-store';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`Clicked ${count}`}
    </button>
  );
}

describe('ProfileGate', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps its pages mounted while a loaded profile is fetched again', async () => {
    signInForTests();
    useProfileStore.setState({ spoofing: { is_spoofing: false, is_demoing: false } });
    const loaded = useProfileStore.getState();
    const pending: (() => void)[] = [];
    jest.spyOn(v2Client, 'get').mockImplementation(
      (path: string) =>
        new Promise((resolve) => {
          pending.push(() =>
            resolve({
              result: path === '/profile/user' ? { ...loaded.user.data, giving_balance: 150 } : loaded.company.data,
            } as never),
          );
        }) as never,
    );
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={createI18n({ en: commonResources.en }, 'common')}>
        <ProfileGate>
          <Counter />
        </ProfileGate>
      </I18nextProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Clicked 0' }));

    let refetched!: Promise<unknown>;
    act(() => {
      refetched = refetchProfile();
    });
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(useProfileStore.getState().user.status).toBe('loading');
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
    await act(async () => {
      pending.forEach((settle) => settle());
      await refetched;
    });
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
    expect(useProfileStore.getState().user.data?.giving_balance).toBe(150);
  });
});
