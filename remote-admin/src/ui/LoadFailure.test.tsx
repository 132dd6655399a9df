import { fireEvent, render, screen } from '@testing-library/react';
import { LoadFailure } from './LoadFailure';

describe('LoadFailure', () => {
  it('shows the title and the server message, and reads again on retry', () => {
    const retry = jest.fn();
    render(<LoadFailure error={new Error('boom')} retry={retry} title="Could not load" retryLabel="Try again" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
