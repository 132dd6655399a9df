import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { emit, on, resetProfileStore, type LaurelEvents } from '@laurel/shared';
import { signInForTests } from '@laurel/shared/testing/profiles';
import { NominationFromQuery } from './NominationFromQuery';

type Opened = LaurelEvents['open-nomination'];

function listen() {
  const opened: Opened[] = [];
  const stop = on('open-nomination', (detail) => opened.push(detail));
  return { opened, stop };
}

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

const tree = (url: string) => (
  <MemoryRouter initialEntries={[url]}>
    <NominationFromQuery />
    <Address />
  </MemoryRouter>
);

const renderAt = (url: string) => render(tree(url));
const address = () => screen.getByRole('status', { name: 'address' }).textContent;

describe('NominationFromQuery', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    signInForTests();
  });
  afterEach(() => jest.useRealTimers());

  it('opens the nominate modal on the period of ?beginNomination=, on any page, once', () => {
    const { opened, stop } = listen();
    const { rerender } = renderAt('/rewards?beginNomination=12');
    act(() => jest.runAllTimers());
    rerender(tree('/rewards?beginNomination=12'));
    act(() => jest.runAllTimers());
    expect(opened).toEqual([{ nominationPeriodId: 12 }]);
    stop();
  });

  it('hands a value that is no id on as no period, so the modal says it was not found', () => {
    const { opened, stop } = listen();
    renderAt('/?beginNomination=abc');
    act(() => jest.runAllTimers());
    expect(opened).toEqual([{ nominationPeriodId: 0 }]);
    stop();
  });

  it('takes the parameter out of the address when the nominate modal closes, keeping the rest', () => {
    window.history.replaceState(null, '', '/rewards?tab=1&beginNomination=12');
    renderAt('/rewards?tab=1&beginNomination=12');
    act(() => jest.runAllTimers());
    act(() => emit('modal-widget-closed', { id: 'claim-incentive' }));
    expect(address()).toBe('/rewards?tab=1&beginNomination=12');
    act(() => emit('modal-widget-closed', { id: 'nominate' }));
    expect(address()).toBe('/rewards?tab=1');
  });

  it('waits for the profile, since the host opens the modal only for someone it may show it to', () => {
    resetProfileStore();
    const { opened, stop } = listen();
    renderAt('/?beginNomination=12');
    act(() => jest.runAllTimers());
    expect(opened).toEqual([]);
    stop();
  });
});
