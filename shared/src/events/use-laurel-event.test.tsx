import { act, render } from '@testing-library/react';
import { emit } from '../contract/laurel-events';
import { useLaurelEvent } from './use-laurel-event';

function Listener({ onGiven }: { onGiven: (amount: number) => void }) {
  useLaurelEvent('bonus-created', ({ totalAmount }) => onGiven(totalAmount));
  return null;
}

describe('useLaurelEvent', () => {
  it('calls the latest listener while mounted and stops when unmounted', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender, unmount } = render(<Listener onGiven={first} />);
    rerender(<Listener onGiven={second} />);
    act(() => emit('bonus-created', { bonus: {} as never, totalAmount: 20 }));
    unmount();
    act(() => emit('bonus-created', { bonus: {} as never, totalAmount: 30 }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledWith(20);
  });
});
