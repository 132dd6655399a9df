import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { commonResources } from '../../i18n/common-resources';
import { createI18n } from '../../i18n/create-i18n';

const i18n = createI18n(commonResources, 'components');

function ComponentsI18n({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/** Renders (and rerenders) with the real English `components` copy, as every app provides it. */
export function renderWithComponentsI18n(ui: ReactElement) {
  return render(ui, { wrapper: ComponentsI18n });
}
