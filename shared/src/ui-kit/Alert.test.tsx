import { screen } from '@testing-library/react';
import { Alert, type AlertStatus } from './Alert';
import { renderWithComponentsI18n } from './testing/render-with-components-i18n';

describe('Alert', () => {
  it.each<[AlertStatus, 'alert' | 'status', string]>([
    ['info', 'status', 'Information:'],
    ['success', 'status', 'Success:'],
    ['warn', 'alert', 'Warning:'],
    ['error', 'alert', 'Error:'],
  ])('a %s alert has role %s, an icon and a spoken status', (status, role, spoken) => {
    renderWithComponentsI18n(
      <Alert status={status} title="Budget">
        Points reset on Monday.
      </Alert>,
    );
    const alert = screen.getByRole(role);
    expect(alert).toHaveTextContent(`${spoken}BudgetPoints reset on Monday.`);
    expect(alert.querySelector('svg[aria-hidden="true"]')).toBeInTheDocument();
  });

  it('defaults to an md info status and takes the sm size', () => {
    const { rerender } = renderWithComponentsI18n(<Alert>Saved drafts are kept for a week.</Alert>);
    expect(screen.getByRole('status')).toHaveClass('info', 'md');
    rerender(<Alert size="sm">Short</Alert>);
    expect(screen.getByRole('status')).toHaveClass('sm');
  });
});
