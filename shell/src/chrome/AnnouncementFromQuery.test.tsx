import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { on, resetProfileStore, useAnnouncementSelection, type LaurelEvents } from '@laurel/shared';
import { signInForTests } from '@laurel/shared/testing/profiles';
import { AnnouncementFromQuery } from './AnnouncementFromQuery';

type Opened = LaurelEvents['open-announcement'];

function listen() {
  const opened: Opened[] = [];
  const stop = on('open-announcement', (detail) => opened.push(detail));
  return { opened, stop };
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <AnnouncementFromQuery />
    </MemoryRouter>,
  );

describe('AnnouncementFromQuery', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    useAnnouncementSelection.setState({ selectedAnnouncementId: null });
    signInForTests();
  });
  afterEach(() => jest.useRealTimers());

  it('hands ?announcement= to the carousel selection and opens the view modal on it', () => {
    const { opened, stop } = listen();
    renderAt('/?announcement=42');
    expect(useAnnouncementSelection.getState().selectedAnnouncementId).toBe('42');
    jest.runAllTimers();
    expect(opened).toEqual([{ announcementId: 42 }]);
    stop();
  });

  it('opens the modal on any page, once for an id', () => {
    const { opened, stop } = listen();
    const { rerender } = renderAt('/rewards?announcement=7');
    jest.runAllTimers();
    rerender(
      <MemoryRouter initialEntries={['/rewards?announcement=7']}>
        <AnnouncementFromQuery />
      </MemoryRouter>,
    );
    jest.runAllTimers();
    expect(opened).toEqual([{ announcementId: 7 }]);
    stop();
  });

  it('opens the modal without an id for one that is no number, so it shows its error', () => {
    const { opened, stop } = listen();
    renderAt('/?announcement=abc');
    jest.runAllTimers();
    expect(opened).toEqual([undefined]);
    stop();
  });

  it('waits for the profile before asking, since the host opens the modal only for someone it may show it to', () => {
    resetProfileStore();
    const { opened, stop } = listen();
    renderAt('/?announcement=42');
    jest.runAllTimers();
    expect(opened).toEqual([]);
    stop();
  });

  it('leaves the selection alone and opens nothing without the parameter', () => {
    useAnnouncementSelection.setState({ selectedAnnouncementId: '7' });
    const { opened, stop } = listen();
    renderAt('/rewards');
    jest.runAllTimers();
    expect(useAnnouncementSelection.getState().selectedAnnouncementId).toBe('7');
    expect(opened).toEqual([]);
    stop();
  });
});
