import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { trackSettled, useSettled } from './use-settled';

function Outcome({ promise }: { promise: Promise<string> }) {
  const outcome = useSettled(promise);
  if (outcome.status === 'fulfilled') return <p>Value {outcome.value}</p>;
  if (outcome.status === 'rejected') return <p>Failed {String(outcome.reason)}</p>;
  return <p>Waiting</p>;
}

function deferred() {
  let resolve: (value: string) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<string>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const renderOutcome = (promise: Promise<string>) =>
  render(
    <Suspense fallback={<p>Suspended</p>}>
      <Outcome promise={promise} />
    </Suspense>,
  );

describe('useSettled', () => {
  it('renders while the promise is pending, without suspending, and again with its value', async () => {
    const { promise, resolve } = deferred();
    renderOutcome(promise);
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(screen.queryByText('Suspended')).not.toBeInTheDocument();
    await act(async () => resolve('loaded'));
    expect(screen.getByText('Value loaded')).toBeInTheDocument();
  });

  it('gives the reason of a rejected promise', async () => {
    const { promise, reject } = deferred();
    renderOutcome(promise);
    await act(async () => reject('refused'));
    expect(screen.getByText('Failed refused')).toBeInTheDocument();
  });

  it('knows a promise tracked from its start, settled before the component mounted, at its first render', async () => {
    const promise = Promise.resolve('early');
    trackSettled(promise);
    await act(async () => undefined);
    const seen: string[] = [];
    function FirstStatus() {
      seen.push(useSettled(promise).status);
      return null;
    }
    render(<FirstStatus />);
    expect(seen[0]).toBe('fulfilled');
  });
});
