import { screen } from '@testing-library/react';
import corpus from '@laurel/shared/testing/xss-corpus.json';
import { v2Client } from '@laurel/shared';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { renderRouted } from '@laurel/shared/testing/render-routed';
import { i18n } from '../../i18n';
import { RecognitionActivity } from './RecognitionActivity';
import { activityWith } from './activity-report-fixtures';

describe('latest recognitions from the XSS corpus', () => {
  beforeEach(() => signInForTests(subjectFor('tier_three', { global_admin: true })));
  afterEach(() => jest.restoreAllMocks());

  it.each(corpus.map(({ id, payload }) => [id, payload]))('%s stays text', async (_id, payload) => {
    jest.spyOn(v2Client, 'get').mockResolvedValue({ result: activityWith(payload) });
    const { container } = renderRouted(i18n, <RecognitionActivity today={new Date('2026-11-22T12:00:00.000Z')} />, {
      url: '/admin/reports/recognition-activity',
      path: '/admin/reports/recognition-activity',
    });
    const latest = await screen.findByRole('table', { name: 'Latest recognitions' });
    expect(container.querySelector('script, iframe, object, embed, math, style, form, img')).toBeNull();
    const handlers = [...container.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].filter((attribute) => attribute.name.startsWith('on')),
    );
    expect(handlers).toEqual([]);
    expect(latest.querySelectorAll('tbody td')[5]).toHaveTextContent(payload, { normalizeWhitespace: false });
  });
});
