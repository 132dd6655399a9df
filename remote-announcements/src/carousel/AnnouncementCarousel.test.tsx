import { act, screen, waitFor, within } from '@testing-library/react';
import { on, useAnnouncementSelection } from '@laurel/shared';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { CURRENT_ANNOUNCEMENTS_KEY } from '../api/keys';
import { AnnouncementCarousel } from './AnnouncementCarousel';
import { announcement } from './testing/announcements';
import { answerGets, httpError, renderAnnouncements } from './testing/render-announcements';

const THREE = [
  announcement(3, { title: 'Winter celebration on Friday', description: '<p>Cocoa at <strong>4 pm</strong></p>' }),
  announcement(2, { title: 'New parking rules' }),
  announcement(1, { title: 'Welcome to the new office' }),
];

const answerCurrent = (result: unknown) => answerGets({ [CURRENT_ANNOUNCEMENTS_KEY]: result });
const carousel = () => screen.findByRole('region', { name: 'Announcements' });
const slideTitle = () => within(screen.getByRole('group')).getByRole('heading', { level: 2 });

describe('AnnouncementCarousel', () => {
  beforeEach(() => {
    signInForTests();
    useAnnouncementSelection.setState({ selectedAnnouncementId: null });
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the newest announcement first with its text, dates and creator, as a carousel of slides', async () => {
    answerCurrent({ result: THREE });
    renderAnnouncements(<AnnouncementCarousel />);
    const region = await carousel();
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slide = within(region).getByRole('group', { name: '1 of 3' });
    expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    expect(slideTitle()).toHaveTextContent('Winter celebration on Friday');
    expect(within(slide).getByText('4 pm').tagName).toBe('STRONG');
    expect(slide).toHaveTextContent('Nov 23, 2026 – Dec 5, 2026');
    expect(slide).toHaveTextContent('Posted by Anna Announcer');
    expect(within(region).getByText('1 of 3')).toBeVisible();
  });

  it('steps through the announcements with next and previous, wrapping at either end', async () => {
    answerCurrent({ result: THREE });
    const { user } = renderAnnouncements(<AnnouncementCarousel />);
    await carousel();
    await user.click(screen.getByRole('button', { name: 'Next announcement' }));
    expect(slideTitle()).toHaveTextContent('New parking rules');
    expect(screen.getByRole('group', { name: '2 of 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous announcement' }));
    await user.click(screen.getByRole('button', { name: 'Previous announcement' }));
    expect(slideTitle()).toHaveTextContent('Welcome to the new office');
    expect(screen.getByText('3 of 3')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next announcement' }));
    expect(slideTitle()).toHaveTextContent('Winter celebration on Friday');
  });

  it('is worked by keyboard: Tab to next, Enter steps, the focus stays on the button', async () => {
    answerCurrent({ result: THREE });
    const { user } = renderAnnouncements(<AnnouncementCarousel />);
    await carousel();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous announcement' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next announcement' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(slideTitle()).toHaveTextContent('New parking rules');
    expect(screen.getByRole('button', { name: 'Next announcement' })).toHaveFocus();
  });

  it('shows one announcement without the stepping buttons', async () => {
    answerCurrent({ result: [THREE[0]] });
    renderAnnouncements(<AnnouncementCarousel />);
    await carousel();
    expect(screen.queryByRole('button', { name: 'Next announcement' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1 of 1' })).toBeInTheDocument();
  });

  it('renders nothing at all when the viewer has no current announcements', async () => {
    const get = answerCurrent({ result: [] });
    const { container } = renderAnnouncements(<AnnouncementCarousel />);
    await waitFor(() => expect(get).toHaveBeenCalledWith(CURRENT_ANNOUNCEMENTS_KEY));
    await act(() => Promise.resolve());
    expect(container.querySelector('section')).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the selected announcement from the address, and a new selection takes over from stepping', async () => {
    useAnnouncementSelection.setState({ selectedAnnouncementId: '1' });
    answerCurrent({ result: THREE });
    const { user } = renderAnnouncements(<AnnouncementCarousel />);
    await carousel();
    expect(slideTitle()).toHaveTextContent('Welcome to the new office');
    expect(screen.getByText('3 of 3')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next announcement' }));
    expect(slideTitle()).toHaveTextContent('Winter celebration on Friday');
    act(() => useAnnouncementSelection.setState({ selectedAnnouncementId: '2' }));
    expect(slideTitle()).toHaveTextContent('New parking rules');
  });

  it('starts at the newest when the selection is not one of the viewer’s', async () => {
    useAnnouncementSelection.setState({ selectedAnnouncementId: '99' });
    answerCurrent({ result: THREE });
    renderAnnouncements(<AnnouncementCarousel />);
    await carousel();
    expect(slideTitle()).toHaveTextContent('Winter celebration on Friday');
  });

  it('opens the view modal on the announcement its title names', async () => {
    answerCurrent({ result: THREE });
    const opened: unknown[] = [];
    const stop = on('open-announcement', (detail) => opened.push(detail));
    const { user } = renderAnnouncements(<AnnouncementCarousel />);
    await carousel();
    await user.click(screen.getByRole('button', { name: 'Winter celebration on Friday' }));
    expect(opened).toEqual([{ announcementId: 3 }]);
    stop();
  });

  it('links the incentive for those who may open incentives, and only names it for others', async () => {
    answerCurrent({ result: [announcement(5, { claimable_award_id: 12 })] });
    const { unmount } = renderAnnouncements(<AnnouncementCarousel />);
    await carousel();
    expect(screen.getByRole('link', { name: 'See the incentive' })).toHaveAttribute('href', '/incentives/12');
    unmount();
    signInForTests(subjectFor('free'));
    renderAnnouncements(<AnnouncementCarousel />);
    await carousel();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Comes with an incentive')).toBeInTheDocument();
  });

  it('opens the claim modal through the shell on a plain click of the incentive, staying on the page', async () => {
    answerCurrent({ result: [announcement(5, { claimable_award_id: 12 })] });
    const opened: unknown[] = [];
    const stop = on('open-claim-incentive', (detail) => opened.push(detail));
    const { user } = renderAnnouncements(<AnnouncementCarousel />);
    await carousel();
    await user.click(screen.getByRole('link', { name: 'See the incentive' }));
    expect(opened).toEqual([{ incentiveId: 12, fromAnnouncement: true }]);
    stop();
  });

  it('never runs what a stored description carries', async () => {
    const description = '<p>Hi</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
    answerCurrent({ result: [announcement(6, { description, title: '<b>Bold?</b>' })] });
    const { container } = renderAnnouncements(<AnnouncementCarousel />);
    await carousel();
    expect(container.querySelector('img, script')).toBeNull();
    expect(screen.getByRole('button', { name: '<b>Bold?</b>' })).toBeInTheDocument();
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('says when the announcements could not be read, and tries again', async () => {
    const get = answerCurrent(httpError(500, { error: 'server_error', message: 'Database is down' }));
    const { user } = renderAnnouncements(<AnnouncementCarousel />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Announcements could not be loaded');
    expect(alert).toHaveTextContent('Database is down');
    get.mockResolvedValue({ result: THREE });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await carousel()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
