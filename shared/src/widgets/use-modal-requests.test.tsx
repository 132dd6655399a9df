import { act, renderHook } from '@testing-library/react';
import { emit } from '../contract/laurel-events';
import { signInForTests, subjectFor } from '../../testing/profiles';
import { useModalRequests } from './use-modal-requests';

function listenForClosed() {
  const closed: string[] = [];
  const listener = (event: Event) => closed.push((event as CustomEvent<{ id: string }>).detail.id);
  window.addEventListener('modal-widget-closed', listener);
  return { closed, stop: () => window.removeEventListener('modal-widget-closed', listener) };
}

describe('useModalRequests', () => {
  it('opens the widget an event asks for, and says which one closed, or gave way to another', () => {
    signInForTests(subjectFor('tier_three', { global_admin: true }));
    const { closed, stop } = listenForClosed();
    const { result } = renderHook(() => useModalRequests());

    act(() => emit('open-notifications'));
    expect(result.current.opened?.id).toBe('notification-popover');
    act(() => emit('open-announcement', { announcementId: 4 }));
    expect(result.current.opened).toMatchObject({ id: 'view-announcement', detail: { announcementId: 4 } });
    expect(closed).toEqual(['notification-popover']);

    act(() => result.current.close());
    expect(result.current.opened).toBeNull();
    expect(closed).toEqual(['notification-popover', 'view-announcement']);
    stop();
  });

  it('gives the focus back to what had it when the first modal opened, once the last one closes', () => {
    signInForTests(subjectFor('tier_three', { global_admin: true }));
    const opener = document.createElement('button');
    const elsewhere = document.createElement('button');
    document.body.append(opener, elsewhere);
    opener.focus();
    const { result } = renderHook(() => useModalRequests());

    act(() => emit('open-notifications'));
    elsewhere.focus();
    act(() => emit('open-announcement', { announcementId: 4 }));
    act(() => result.current.close());
    expect(opener).toHaveFocus();
    opener.remove();
    elsewhere.remove();
  });
});
