import { screen } from '@testing-library/react';
import xssCorpus from '@laurel/shared/testing/xss-corpus.json';
import { signInForTests } from '@laurel/shared/testing/profiles';
import { claimable } from '../../claim/testing/claim-fixtures';
import { answerGets } from '../../claim/testing/api-answers';
import { renderPage } from '../../testing/render-page';
import '../detail-copy';
import { IncentiveDetail } from './IncentiveDetail';

const CORPUS = xssCorpus as { id: string; payload: string }[];

describe('IncentiveDetail and the XSS corpus', () => {
  beforeEach(() => {
    signInForTests();
    answerGets(() => ({ result: [] }));
  });
  afterEach(() => jest.restoreAllMocks());

  it.each(CORPUS.map((entry) => [entry.id, entry.payload]))(
    '%s in the name, description, conditions and link stays text',
    (_id, payload) => {
      const { container } = renderPage(
        <IncentiveDetail
          incentive={claimable({
            name: payload,
            description: payload,
            display_receiving_conditions: payload,
            link_text: payload,
            link_url: payload,
          })}
        />,
      );
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(payload.trim().slice(0, 5));
      expect(container.querySelector('script, iframe, object, embed, svg, math, form, style, img')).toBeNull();
      const attributes = [...container.querySelectorAll('*')].flatMap((element) => [...element.attributes]);
      expect(attributes.filter((attribute) => /^on/i.test(attribute.name))).toEqual([]);
      expect(attributes.filter((attribute) => /javascript:|data:/i.test(attribute.value))).toEqual([]);
      expect((window as { __xss?: unknown }).__xss).toBeUndefined();
    },
  );
});
