import { act, fireEvent, render, screen } from '@testing-library/react';
import { installNoopResizeObserver } from '../../testing/resize-observer';
import { Tooltip } from './Tooltip';

beforeAll(installNoopResizeObserver);

describe('Tooltip', () => {
  it('keeps a press whose release comes after the tooltip code arrived: one click, then the tooltip', async () => {
    const onClick = jest.fn();
    render(
      <Tooltip content="+10 to each of 2 people">
        <button type="button" onClick={onClick}>
          Give +20
        </button>
      </Tooltip>,
    );
    const pressed = screen.getByRole('button', { name: 'Give +20' });
    fireEvent.pointerEnter(pressed);
    fireEvent.pointerDown(pressed);
    await act(() => import('./RadixTooltip')); // the code arrives while the button is held
    expect(screen.getByRole('button', { name: 'Give +20' })).toBe(pressed);
    fireEvent.click(pressed);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('+10 to each of 2 people');
  });
});
