import { showToast, useToastStore } from './toast-store';

describe('showToast', () => {
  beforeEach(() => useToastStore.setState({ toasts: [] }));

  it('queues a toast with its status, and neither persistent nor a duration of its own by default', () => {
    showToast('Saved', 'success');
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({ message: 'Saved', status: 'success', persistent: false, durationMs: undefined }),
    ]);
  });

  it('keeps the duration and persistence it is given', () => {
    showToast('Export failed', 'error', { durationMs: 5000 });
    showToast('Claimed', 'success', { persistent: true });
    const [timed, kept] = useToastStore.getState().toasts;
    expect(timed).toMatchObject({ durationMs: 5000, persistent: false });
    expect(kept).toMatchObject({ persistent: true });
  });

  it('gives each toast its own id, so dismissing one leaves the others', () => {
    const first = showToast('First');
    showToast('Second');
    useToastStore.getState().dismiss(first);
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual(['Second']);
  });
});
