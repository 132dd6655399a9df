import type { ReactNode } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n';
import { RemotesProvider } from '../remotes/RemotesProvider';
import type { RemoteLoader } from '../remotes/remote-loader';

/**
 * Renders shell UI with its i18n, a router at `url` and the given remote loader. Inside `act`,
 * so that a remote's promise settling renders its slot again as it does in the browser.
 */
export async function renderWithShell(
  ui: ReactNode,
  { loader, url = '/' }: { loader: RemoteLoader; url?: string },
): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <I18nextProvider i18n={i18n}>
        <RemotesProvider loader={loader}>
          <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
        </RemotesProvider>
      </I18nextProvider>,
    );
  });
  return result!;
}
