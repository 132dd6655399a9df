import { screen } from '@testing-library/react';
import { SettingsField } from './SettingsField';
import { renderWithComponentsI18n } from './testing/render-with-components-i18n';

describe('SettingsField', () => {
  it('labels its control and describes it with the hint and the error', () => {
    renderWithComponentsI18n(
      <SettingsField id="name" label="Company name" hint="As people see it." error="Enter a name.">
        {(describedBy) => <input id="name" aria-describedby={describedBy} />}
      </SettingsField>,
    );
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveAccessibleDescription(
      'As people see it. Error: Enter a name.',
    );
  });

  it('names nothing when there is neither hint nor error', () => {
    renderWithComponentsI18n(
      <SettingsField id="name" label="Company name">
        {(describedBy) => <input id="name" aria-describedby={describedBy} />}
      </SettingsField>,
    );
    expect(screen.getByRole('textbox', { name: 'Company name' })).not.toHaveAttribute('aria-describedby');
  });
});
