import { render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@laurel/shared';
import navigation from '../locales/en/navigation.json';
import german from '../locales/de/seasonal.json';
import { SeasonalTheme } from '.';
import { useSeasonalCopy } from './seasonal-copy';
import { signInWithSeasonalFlag, startPage } from './testing/render-with-seasonal';

/** A page's i18next with the shell's bundled English, and a translations server whose German `navigation` has the seasons. */
function pageI18n() {
  const fetch = jest.fn(async (url: string) => ({
    ok: url.endsWith('/de/navigation.json'),
    status: url.endsWith('/de/navigation.json') ? 200 : 404,
    json: async () => german,
  }));
  const i18n = createI18n({ en: { navigation: { ...navigation } } }, 'navigation', {
    translationsOrigin: '/locales',
    fetch,
  });
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return { i18n, fetch, wrapper };
}

describe('the seasons’ copy', () => {
  beforeEach(() => startPage());
  afterEach(() => jest.useRealTimers());

  it('adds no English seasonal copy until something seasonal is to be shown', async () => {
    const { i18n, wrapper } = pageI18n();
    await i18n.changeLanguage('de');
    const { result } = renderHook(() => useSeasonalCopy(false), { wrapper });
    expect(result.current).toBeNull();
    expect(i18n.getResource('en', 'navigation', 'seasonal')).toBeUndefined();
  });

  it("shows the intro in the page's language once loaded, with the end date in the user's locale", async () => {
    signInWithSeasonalFlag(true, 'de');
    const { i18n, fetch, wrapper } = pageI18n();
    await i18n.changeLanguage('de');
    render(<SeasonalTheme />, { wrapper });
    const dialog = await screen.findByRole('dialog', { name: 'Herbst-Design' });
    expect(fetch).toHaveBeenCalledWith('/locales/de/navigation.json');
    expect(dialog).toHaveTextContent('Blätter schweben über die Seite.');
    expect(dialog).toHaveTextContent('Das Design endet am 30. November 2026.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Aktivieren' })).toBeInTheDocument());
  });
});
