import { screen } from '@testing-library/react';
import corpus from '@laurel/shared/testing/xss-corpus.json';
import { v2Client } from '@laurel/shared';
import { installNoopResizeObserver } from '@laurel/shared/testing/resize-observer';
import { renderRouted } from '@laurel/shared/testing/render-routed';
import '../participation-copy';
import { i18n } from '../../i18n';
import { givingAndReceivingWith, OPTIONS } from '../participation-fixtures';
import { GivingAndReceivingView } from './GivingAndReceivingView';

const PATH = '/admin/reports/participation/giving-and-receiving';

describe('participation names from the XSS corpus', () => {
  beforeAll(installNoopResizeObserver);
  afterEach(() => jest.restoreAllMocks());

  it.each(corpus.map(({ id, payload }) => [id, payload]))('%s stays text', async (_id, payload) => {
    jest.spyOn(v2Client, 'get').mockImplementation(((path: string) =>
      Promise.resolve({
        result: path.includes('options')
          ? { ...OPTIONS, departments: [payload] }
          : givingAndReceivingWith(payload, payload),
      })) as typeof v2Client.get);
    const { container } = renderRouted(i18n, <GivingAndReceivingView />, { url: PATH, path: PATH });
    const headers = await screen.findAllByRole('rowheader');
    expect(headers.some((header) => header.textContent === payload)).toBe(true);
    expect(container.querySelector('script, iframe, object, embed, math, style, form, img')).toBeNull();
    const handlers = [...container.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].filter((attribute) => attribute.name.startsWith('on')),
    );
    expect(handlers).toEqual([]);
  });
});
