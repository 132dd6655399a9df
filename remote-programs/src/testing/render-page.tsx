import type { ReactElement } from 'react';
import { renderRouted } from '@laurel/shared/testing/render-routed';
import { i18n } from '../i18n';

export { currentAddress } from '@laurel/shared/testing/render-routed';

/** Renders with the remote's English copy, a cache of its own and a router at `url` with `ui` at `path`. */
export const renderPage = (ui: ReactElement, { url = '/incentives', path = '/incentives' } = {}) =>
  renderRouted(i18n, ui, { url, path });
