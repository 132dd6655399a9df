import { screen, waitFor } from '@testing-library/react';
import { HttpError, useProfileStore, v2Client, type SpoofingState } from '@laurel/shared';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { SpoofingBanner } from './SpoofingBanner';
import { renderChrome, resetChromeStores, toastMessages } from './testing/render-chrome';

const banner = () => screen.queryByRole('region', { name: 'Spoofing' });
const stopButton = () => screen.getByRole('button', { name: 'Stop spoofing' });

function renderBanner(spoofing: SpoofingState | null, assign = jest.fn()) {
  signInForTests(subjectFor('tier_two', { display_name: 'Mateo Manager' }));
  useProfileStore.setState({ spoofing });
  return { assign, ...renderChrome(<SpoofingBanner assign={assign} />) };
}

describe('SpoofingBanner', () => {
  beforeEach(resetChromeStores);
  afterEach(() => jest.restoreAllMocks());

  it('names the user being spoofed', () => {
    renderBanner({ is_spoofing: true, is_demoing: false });
    expect(banner()).toHaveTextContent('You are acting as Mateo Manager. Everything you do is done as them.');
    expect(stopButton()).toBeEnabled();
  });

  it.each<[string, SpoofingState | null]>([
    ['when not spoofing', { is_spoofing: false, is_demoing: false }],
    ['while demoing', { is_spoofing: true, is_demoing: true }],
    ['before the spoofing state is known', null],
  ])('is hidden %s', (_when, spoofing) => {
    renderBanner(spoofing);
    expect(banner()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop spoofing' })).not.toBeInTheDocument();
  });

  it('is hidden while no user has loaded', () => {
    useProfileStore.setState({ spoofing: { is_spoofing: true, is_demoing: false } });
    renderChrome(<SpoofingBanner assign={jest.fn()} />);
    expect(banner()).not.toBeInTheDocument();
  });

  it('stops spoofing through the API and goes where the answer says', async () => {
    let answer!: (value: { redirect_to: string }) => void;
    const remove = jest.spyOn(v2Client, 'delete').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user, assign } = renderBanner({ is_spoofing: true, is_demoing: false });

    await user.click(stopButton());
    expect(remove).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledWith('/super_admin/spoof');
    expect(stopButton()).toBeDisabled();
    expect(assign).not.toHaveBeenCalled();

    answer({ redirect_to: '/super_admin/companies/12' });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/super_admin/companies/12'));
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('says so in an error toast when stopping fails, and lets the person try again', async () => {
    jest.spyOn(v2Client, 'delete').mockRejectedValue(new HttpError(500));
    const { user, assign } = renderBanner({ is_spoofing: true, is_demoing: false });

    await user.click(stopButton());
    await waitFor(() =>
      expect(toastMessages()).toEqual([{ message: 'Spoofing could not be stopped. Try again.', status: 'error' }]),
    );
    expect(stopButton()).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });
});
