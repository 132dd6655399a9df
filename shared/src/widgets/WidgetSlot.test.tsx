import { act, render, screen } from '@testing-library/react';
import type { RemoteModule } from '../contract/remote-contract';
import { signInForTests, subjectFor } from '../../testing/profiles';
import { RemoteMountProvider, type RemoteMountProps } from './widget-mount';
import { WidgetSlot } from './WidgetSlot';

jest.mock('../contract/widget-directory', () => {
  const actual = jest.requireActual('../contract/widget-directory');
  const WIDGETS = {
    bell: { remote: 'announcements', slot: 'top-bar' },
    'admin-bell': { remote: 'announcements', slot: 'top-bar', policy: { roles: ['global_admin'] } },
    carousel: {
      remote: 'announcements',
      slot: 'home-top',
      shownWhen: (subject: { user: { current_announcements_count?: number } }) =>
        (subject.user.current_announcements_count ?? 0) > 0,
      roomPx: 232,
    },
  };
  const ids = Object.keys(WIDGETS);
  return {
    ...actual,
    WIDGETS,
    WIDGET_IDS: ids,
    widgetsIn: (slot: string) => ids.filter((id) => WIDGETS[id as keyof typeof WIDGETS].slot === slot),
  };
});

const announcements = {
  id: 'announcements',
  contractVersion: 2,
  routes: [],
  widgets: [
    { id: 'bell', slot: 'top-bar', Component: () => <button type="button">Notifications</button> },
    { id: 'admin-bell', slot: 'top-bar', Component: () => <button type="button">Admin notifications</button> },
    { id: 'carousel', slot: 'home-top', Component: () => <section aria-label="Announcements" /> },
  ],
} as unknown as RemoteModule;

function renderSlot(loaded: string[], slot: 'top-bar' | 'home-top' = 'top-bar') {
  const mount = ({ remote, children }: RemoteMountProps) => {
    loaded.push(remote);
    return children(announcements);
  };
  return render(
    <RemoteMountProvider mount={mount}>
      <WidgetSlot slot={slot} />
    </RemoteMountProvider>,
  );
}

describe('WidgetSlot', () => {
  it("mounts each widget of its slot from its remote once the page has painted, for whoever the widget's policy lets in", async () => {
    signInForTests(subjectFor('tier_three'));
    const loaded: string[] = [];
    renderSlot(loaded);
    expect(loaded).toEqual([]);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Admin notifications' })).not.toBeInTheDocument();
    expect(loaded).toEqual(['announcements']);
  });

  it('shows a widget to someone its policy names', async () => {
    signInForTests(subjectFor('tier_three', { global_admin: true }));
    renderSlot([]);
    expect(await screen.findByRole('button', { name: 'Admin notifications' })).toBeInTheDocument();
  });

  it("keeps a widget's room from the first paint when the profile says it has something to show", async () => {
    signInForTests(subjectFor('tier_three', { current_announcements_count: 2 }));
    const { container } = renderSlot([], 'home-top');
    expect(container.firstElementChild).toHaveStyle({ height: '232px' });
    expect(container.firstElementChild).toBeEmptyDOMElement();
    expect(await screen.findByRole('region', { name: 'Announcements' })).toBeInTheDocument();
  });

  it('neither loads nor makes room for a widget with nothing to show', async () => {
    signInForTests(subjectFor('tier_three', { current_announcements_count: 0 }));
    const loaded: string[] = [];
    const { container } = renderSlot(loaded, 'home-top');
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(container).toBeEmptyDOMElement();
    expect(loaded).toEqual([]);
  });
});
