import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { on, v2Client } from '@laurel/shared';
import { i18n } from '../../i18n';
import { givableAward } from '../testing/award-fixtures';
import { AwardsBannerWidget } from './AwardsBannerWidget';

function renderWidget() {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <I18nextProvider i18n={i18n}>
        <AwardsBannerWidget />
      </I18nextProvider>
    </SWRConfig>,
  );
  return userEvent.setup();
}

const answerAwards = (items: unknown[]) =>
  jest.spyOn(v2Client, 'get').mockImplementation(async (path: string) => {
    if (path === '/awards') return { result: { items } };
    throw new Error(`Unexpected GET ${path}`);
  });

describe('the awards banner', () => {
  afterEach(() => jest.restoreAllMocks());

  it('names two awards and counts the rest, with who received them lately', async () => {
    answerAwards([
      givableAward({
        id: 1,
        name: 'Spot award',
        recentRecipients: [{ id: 5, displayName: 'Anna Lee' }],
        recipientsCount: 3,
      }),
      givableAward({ id: 2, name: 'Team player' }),
      givableAward({ id: 3, name: 'Rookie' }),
      givableAward({ id: 4, name: 'Mentor' }),
    ]);
    renderWidget();
    const banner = await screen.findByRole('region', { name: 'Give an award' });
    expect(banner).toHaveTextContent('Spot award, Team player and 2 more');
    expect(banner).toHaveTextContent('Recently awarded: Anna Lee and 2 more');
  });

  it('opens the composer in the award context, on the award named or on the picker', async () => {
    answerAwards([givableAward({ id: 1, name: 'Spot award' })]);
    const opened = jest.fn();
    const stop = on('init-give-recognition', opened);
    const user = renderWidget();
    await user.click(await screen.findByRole('button', { name: 'Give Spot award' }));
    await user.click(screen.getByRole('button', { name: 'Give an award' }));
    expect(opened.mock.calls.map(([detail]) => detail)).toEqual([{ award: { awardId: 1 } }, { award: {} }]);
    stop();
  });

  it('shows nothing to someone who may give no award', async () => {
    const read = answerAwards([]);
    const { container } = render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <AwardsBannerWidget />
      </SWRConfig>,
    );
    await waitFor(() => expect(read).toHaveBeenCalled());
    await act(() => Promise.resolve());
    expect(read).toHaveBeenCalledWith('/awards', { params: { type: 'manual', givable_by_user: true } });
    expect(container).toBeEmptyDOMElement();
  });
});
