import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import corpus from '@laurel/shared/testing/xss-corpus.json';
import '../nominate-copy';
import { i18n } from '../../i18n';
import { colleague, nomination, nominatorPeriod } from '../testing/nomination-fixtures';
import { MyNominations } from './MyNominations';
import { OpenPeriods } from './OpenPeriods';

/** A nomination whose every free text (reason, nominee's name and e-mail, the period's name) is the payload. */
const hostile = (payload: string) =>
  nomination({ reason: payload, nominatedUser: colleague({ displayName: payload, email: payload }) });

describe('nominations’ free text from the XSS corpus', () => {
  it.each(corpus.map(({ id, payload }) => [id, payload]))('%s stays text on the nominations page', (_id, payload) => {
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <OpenPeriods periods={[nominatorPeriod({ name: payload })]} />
        <MyNominations nominations={[hostile(payload)]} periodNames={new Map([[5, payload]])} />
      </I18nextProvider>,
    );
    expect(container.querySelector('script, iframe, object, embed, svg, math, style, form, img')).toBeNull();
    const handlers = [...container.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].filter((attribute) => attribute.name.startsWith('on')),
    );
    expect(handlers).toEqual([]);
    expect(container.textContent).toContain(payload.trim() === '' ? '' : payload);
  });
});
