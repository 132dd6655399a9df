import { screen } from '@testing-library/react';
import { FieldError } from './FieldError';
import { renderWithComponentsI18n } from './testing/render-with-components-i18n';

describe('FieldError', () => {
  it('describes its field with the error and an icon', () => {
    renderWithComponentsI18n(
      <>
        <label htmlFor="amount">Amount</label>
        <input id="amount" aria-invalid="true" aria-describedby="amount-error" />
        <FieldError id="amount-error" error="Enter a whole number of points." />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(
      'Error: Enter a whole number of points.',
    );
    expect(document.getElementById('amount-error')?.querySelector('svg[aria-hidden="true"]')).toBeInTheDocument();
  });

  it.each([undefined, null, ''])('renders nothing for %p', (error) => {
    const { container } = renderWithComponentsI18n(<FieldError id="amount-error" error={error} />);
    expect(container).toBeEmptyDOMElement();
  });
});
