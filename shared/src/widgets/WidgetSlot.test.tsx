import { render, screen } from '@testing-library/react';
import type { RemoteModule } from '../contract/remote-contract';
import { signInForTests, subjectFor } from '../../testing/profiles';
import { RemoteMountProvider, type RemoteMountProps } from './widget-mount';
import { WidgetSlot } from './WidgetSlot';

jest.mock('../contract/widget-directory', () => {
  const actual = jest.requireActual('../contract/widget-directory');
  const WIDGETS = {
    bell: { remote: 'announcements', slot: 'top-bar' },
    'admin-bell': { remote: 'announcements', slot: 'top-bar', policy: { roles: ['global_admin'] } },
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
  ],
} as unknown as RemoteModule;

function renderSlot(loaded: string[]) {
  const mount = ({ remote, children }: RemoteMountProps) => {
    loaded.push(remote);
    return children(announcements);
  };
  return render(
    <RemoteMountProvider mount={mount}>
      <WidgetSlot slot="top-bar" />
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
});
