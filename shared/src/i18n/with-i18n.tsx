import type { ComponentType } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';

/** Wraps a remote's page or widget in the remote's own i18next instance, wherever it is mounted. */
export function withI18n<Props extends object>(instance: i18n, Page: ComponentType<Props>): ComponentType<Props> {
  function Translated(props: Props) {
    return (
      <I18nextProvider i18n={instance}>
        <Page {...props} />
      </I18nextProvider>
    );
  }
  Translated.displayName = `withI18n(${Page.displayName ?? Page.name})`;
  // A lazy page's preload stays reachable through the wrapper (see lazy-page.tsx).
  return Object.assign(Translated, { preload: (Page as { preload?: () => Promise<unknown> }).preload });
}
