import type { ReactElement, ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { HttpError, v2Client } from '@laurel/shared';
import { i18n } from '../../i18n';

function CurrentAddress() {
  const { pathname } = useLocation();
  return <span data-testid="current-address">{pathname}</span>;
}

/** Renders with the remote's English copy, a cache of its own and a router at `url`. */
export function renderAnnouncements(ui: ReactElement, { url = '/' } = {}) {
  const user = userEvent.setup();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map() }}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[url]}>
          {children}
          <CurrentAddress />
        </MemoryRouter>
      </I18nextProvider>
    </SWRConfig>
  );
  return { user, ...render(ui, { wrapper: Wrapper }) };
}

export const currentAddress = () => screen.getByTestId('current-address').textContent;

/** Answers `v2Client.get` by path (an answer may be an HttpError to throw); returns the spy. */
export const answerGets = (answers: Record<string, unknown>) =>
  jest.spyOn(v2Client, 'get').mockImplementation((async (path: string) => {
    const answer = answers[path];
    if (answer === undefined) throw new HttpError(404);
    if (answer instanceof Error) throw answer;
    return answer;
  }) as typeof v2Client.get);

export const httpError = (status: number, body?: unknown) => new HttpError(status, { body });
