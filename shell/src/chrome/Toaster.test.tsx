import { act, screen, within } from '@testing-library/react';
import { showToast, TOAST_LIFETIME_MS } from '@laurel/shared';
import { Toaster } from './Toaster';
import { renderChrome, resetChromeStores } from './testing/render-chrome';

const toastArea = () => screen.getByRole('region', { name: 'Notifications' });
const toastTexts = () =>
  within(toastArea())
    .queryAllByRole('listitem')
    .map((item) => item.textContent?.replace(/×$/, ''));
const raise = (message: string, status?: Parameters<typeof showToast>[1]) => act(() => void showToast(message, status));

describe('Toaster', () => {
  beforeEach(resetChromeStores);

  it('starts empty', () => {
    renderChrome(<Toaster />);
    expect(toastTexts()).toEqual([]);
  });

  it('is a polite live region before any toast, so screen readers read each toast as it comes', () => {
    renderChrome(<Toaster />);
    const area = toastArea();
    expect(area).toHaveAttribute('aria-live', 'polite');
    raise('Recognition sent', 'success');
    expect(toastArea()).toBe(area);
    expect(area).toHaveTextContent('Recognition sent');
  });

  it('shows each toast raised anywhere, in order', () => {
    renderChrome(<Toaster />);
    raise('Recognition sent', 'success');
    raise('Could not save', 'error');
    expect(toastTexts()).toEqual(['Recognition sent', 'Could not save']);
    expect(within(toastArea()).getByText('Could not save').closest('li')).toHaveAttribute('data-status', 'error');
  });

  it('removes only the toast whose Dismiss button is pressed', async () => {
    const { user } = renderChrome(<Toaster />);
    raise('First');
    raise('Second');
    const first = within(toastArea()).getByText('First').closest('li')!;
    await user.click(within(first).getByRole('button', { name: 'Dismiss' }));
    expect(toastTexts()).toEqual(['Second']);
  });

  describe('with fake timers', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('lets each toast disappear TOAST_LIFETIME_MS after it appeared', () => {
      renderChrome(<Toaster />);
      raise('Early');
      act(() => jest.advanceTimersByTime(1000));
      raise('Late');

      act(() => jest.advanceTimersByTime(TOAST_LIFETIME_MS - 1001));
      expect(toastTexts()).toEqual(['Early', 'Late']);
      act(() => jest.advanceTimersByTime(1));
      expect(toastTexts()).toEqual(['Late']);
      act(() => jest.advanceTimersByTime(1000));
      expect(toastTexts()).toEqual([]);
    });

    it('lets a toast with its own duration leave after that duration', () => {
      renderChrome(<Toaster />);
      act(() => void showToast('Export starting', 'success', { durationMs: 3000 }));
      raise('Default');
      act(() => jest.advanceTimersByTime(2999));
      expect(toastTexts()).toEqual(['Export starting', 'Default']);
      act(() => jest.advanceTimersByTime(1));
      expect(toastTexts()).toEqual(['Default']);
      act(() => jest.advanceTimersByTime(TOAST_LIFETIME_MS - 3000));
      expect(toastTexts()).toEqual([]);
    });

    it('keeps a persistent toast until it is dismissed', () => {
      renderChrome(<Toaster />);
      act(() => void showToast('Claimed', 'success', { persistent: true }));
      raise('Brief');
      act(() => jest.advanceTimersByTime(TOAST_LIFETIME_MS * 10));
      expect(toastTexts()).toEqual(['Claimed']);
    });
  });
});
