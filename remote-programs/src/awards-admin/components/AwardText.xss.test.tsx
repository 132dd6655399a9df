import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import corpus from '@laurel/shared/testing/xss-corpus.json';
import '../admin-copy';
import { i18n } from '../../i18n';
import { awardGive, awardItem } from '../testing/award-answers';
import { AwardGiveCard } from './AwardGiveCard';
import { AwardRows } from './AwardRows';

describe('awards’ free text from the XSS corpus', () => {
  it.each(corpus.map(({ id, payload }) => [id, payload]))(
    '%s stays text in the index and the pending gives',
    (_id, payload) => {
      const award = awardItem(1, payload, { conditions: [{ attr: 'email', value: payload }] });
      const give = awardGive(2, {
        award: { id: 1, name: payload },
        giver: { id: 3, displayName: payload },
        receivers: [{ id: 4, displayName: payload, profilePic: null }],
        reason: payload,
      });
      const { container } = render(
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>
            <AwardRows caption="Awards" awards={[award]} archived={false} pendingId={null} onChange={() => undefined} />
            <AwardGiveCard give={give} onDecide={() => undefined} />
          </MemoryRouter>
        </I18nextProvider>,
      );
      expect(container.querySelector('script, iframe, object, embed, svg, math, style, form')).toBeNull();
      const handlers = [...container.querySelectorAll('*')].flatMap((element) =>
        [...element.attributes].filter((attribute) => attribute.name.startsWith('on')),
      );
      expect(handlers).toEqual([]);
      expect([...container.querySelectorAll('a')].every((link) => !/^\s*javascript:/i.test(link.href))).toBe(true);
      expect(container.textContent).toContain(payload.trim() === '' ? '' : payload);
    },
  );
});
