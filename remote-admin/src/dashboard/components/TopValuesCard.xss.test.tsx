import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import corpus from '@laurel/shared/testing/xss-corpus.json';
import type { AdminDashboard } from '@laurel/shared/contract';
import { subjectFor } from '@laurel/shared/testing/profiles';
import '../dashboard-copy';
import { i18n } from '../../i18n';
import { TopValuesCard } from './TopValuesCard';

const dashboardWith = (hashtag: string) =>
  ({ topValues: [{ hashtag, current: 2, previous: 1 }] }) as unknown as AdminDashboard;

describe('top values from the XSS corpus', () => {
  it.each(corpus.map(({ id, payload }) => [id, payload]))('%s stays text', (_id, payload) => {
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <TopValuesCard dashboard={dashboardWith(payload)} subject={subjectFor('tier_three')} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(container.querySelector('script, iframe, object, embed, svg, math, style, form, img')).toBeNull();
    const handlers = [...container.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].filter((attribute) => attribute.name.startsWith('on')),
    );
    expect(handlers).toEqual([]);
    expect(screen.getByRole('rowheader')).toHaveTextContent(`#${payload}`, { normalizeWhitespace: false });
    for (const link of container.querySelectorAll('a')) {
      expect(link.getAttribute('href')).toMatch(/^\/company\/hashtags\/[^/]*$/);
    }
  });
});
