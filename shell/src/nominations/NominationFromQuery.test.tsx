import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { on, resetProfileStore, type LaurelEvents } from '@laurel/shared';
import { signInForTests } from '@laurel/shared/testing/profiles';
import { NominationFromQuery } from './NominationFromQuery';

type Opened = LaurelEvents['open-nomination'];

function listen() {
  const opened: Opened[] = [];
  const stop = on('open-nomination', (detail) => opened.push(detail));
  return { opened, stop };
}

function GoTo({ address }: { address: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(address)}>
      {address}
    </button>
  );
}

const tree = (url: string) => (
  <MemoryRouter initialEntries={[url]}>
    <NominationFromQuery />
  </MemoryRouter>
);

const renderAt = (url: string) => render(tree(url));

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

  it('opens it again when the same address comes back after the modal took the parameter out', () => {
    const { opened, stop } = listen();
    render(
      <MemoryRouter initialEntries={['/?beginNomination=12']}>
        <NominationFromQuery />
        <GoTo address="/" />
        <GoTo address="/?beginNomination=12" />
      </MemoryRouter>,
    );
    act(() => jest.runAllTimers());
    fireEvent.click(screen.getByRole('button', { name: '/' }));
    fireEvent.click(screen.getByRole('button', { name: '/?beginNomination=12' }));
    act(() => jest.runAllTimers());
    expect(opened).toEqual([{ nominationPeriodId: 12 }, { nominationPeriodId: 12 }]);
    stop();
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
