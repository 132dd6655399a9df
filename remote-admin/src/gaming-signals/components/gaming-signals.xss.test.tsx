import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import corpus from '@laurel/shared/testing/xss-corpus.json';
import '../gaming-signals-copy';
import { i18n } from '../../i18n';
import { SignalCard } from './SignalCard';

describe('signal names from the XSS corpus', () => {
  it.each(corpus.map(({ id, payload }) => [id, payload]))('a person named %s stays text', (_id, payload) => {
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <ul>
            <SignalCard
              signal={{
                kind: 'concentration',
                score: 0.6,
                people: [
                  { id: 1, name: payload, slug: 'p-1' },
                  { id: 2, name: 'Ana Ray', slug: 'p-2' },
                ],
                points: 60,
                recognitions: [
                  { id: 9, giverId: 1, receiverIds: [2], amount: 30, createdAt: '2026-10-05T09:00:00.000Z' },
                ],
              }}
            />
          </ul>
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(container.querySelector('script, iframe, object, embed, svg, math, style, form, img')).toBeNull();
    const handlers = [...container.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].filter((attribute) => attribute.name.startsWith('on')),
    );
    expect(handlers).toEqual([]);
    for (const link of container.querySelectorAll('a')) {
      expect(link.getAttribute('href')).toMatch(/^\/(company\/users\/p-[12]|bonuses\/9)$/);
    }
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(`${payload} to Ana Ray`, {
      normalizeWhitespace: false,
    });
  });
});
