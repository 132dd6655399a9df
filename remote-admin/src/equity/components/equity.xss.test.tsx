import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import corpus from '@laurel/shared/testing/xss-corpus.json';
import { installNoopResizeObserver } from '@laurel/shared/testing/resize-observer';
import '../equity-copy';
import { i18n } from '../../i18n';
import { EquityBreakdownView } from './EquityBreakdownView';
import { UnrecognisedPeople } from './UnrecognisedPeople';

const FORBIDDEN = 'script, iframe, object, embed, svg, math, style, form, img';
const figures = { people: 6, recognised: 2, recognitions: 3, points: 40 };

/** No element the payload could have made, no handler attribute, and links only where the page points them. */
function expectInert(container: HTMLElement, hrefs: RegExp) {
  const outsideChart = (element: Element) => !element.closest('[data-testid="report-chart"]');
  expect([...container.querySelectorAll(FORBIDDEN)].filter(outsideChart)).toEqual([]);
  const handlers = [...container.querySelectorAll('*')]
    .filter(outsideChart)
    .flatMap((element) => [...element.attributes].filter((attribute) => attribute.name.startsWith('on')));
  expect(handlers).toEqual([]);
  for (const link of container.querySelectorAll('a')) expect(link.getAttribute('href')).toMatch(hrefs);
}

const renderIn = (ui: React.ReactNode) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{ui}</MemoryRouter>
    </I18nextProvider>,
  );

describe('equity names from the XSS corpus', () => {
  beforeAll(installNoopResizeObserver);

  it.each(corpus.map(({ id, payload }) => [id, payload]))('a department named %s stays text', (_id, payload) => {
    const { container } = renderIn(
      <EquityBreakdownView
        breakdown={{
          dimension: 'department',
          segments: [{ key: payload, name: payload, ...figures }],
          hiddenSegments: 1,
        }}
        company={figures}
        measure="pointsPerPerson"
        minGroupSize={5}
      />,
    );
    expectInert(container, /^$/);
    expect(screen.getByRole('table', { name: 'Figures by department' }).querySelector('tbody th')).toHaveTextContent(
      payload,
      { normalizeWhitespace: false },
    );
  });

  it.each(corpus.map(({ id, payload }) => [id, payload]))('a person and manager named %s stay text', (_id, payload) => {
    const { container } = renderIn(
      <UnrecognisedPeople
        teams={[
          {
            manager: { id: 2, name: payload },
            people: [{ id: 3, name: payload, slug: 'p-3', lastRecognisedAt: null }],
          },
        ]}
        since="2026-09-23T12:00:00.000Z"
      />,
    );
    expectInert(container, /^\/(company\/users\/p-3|\?give_recognition=3)$/);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(`Reports to ${payload}`, {
      normalizeWhitespace: false,
    });
  });
});
