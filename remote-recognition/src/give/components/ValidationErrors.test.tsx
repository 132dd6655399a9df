import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../i18n';
import type { ComposerError } from '../composer-errors';
import { settingsFixture } from '../testing/give-fixtures';
import { ValidationErrors } from './ValidationErrors';

const renderErrors = (errors: ComposerError[], spendable = 40, settings = settingsFixture()) =>
  render(
    <I18nextProvider i18n={i18n}>
      <ValidationErrors id="errors" errors={errors} settings={settings} spendable={spendable} />
    </I18nextProvider>,
  );

describe('ValidationErrors', () => {
  it.each([
    [{ id: 'missing_recipient' }, 'Add someone to recognize with @.'],
    [{ id: 'missing_amount' }, 'Add an amount with +, for example +10.'],
    [{ id: 'invalid_amount' }, 'The amount must be a whole number above zero.'],
    [{ id: 'insufficient_balance' }, "You don't have enough points: you have 40 points left to give."],
    [{ id: 'missing_hashtag' }, 'Add a hashtag with #.'],
    [{ id: 'missing_required_hashtag' }, 'Add one of your company values: #OwnIt, #BeCurious.'],
    [{ id: 'server_error', message: 'Recognition is paused' }, 'Recognition is paused'],
    [{ id: 'server_error' }, 'An unknown error occurred'],
    [{ id: 'attachment_loading' }, 'Wait for the attachment to finish loading.'],
  ] as [ComposerError, string][])('says %j as one line', (error, message) => {
    renderErrors([error]);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says one point in the singular', () => {
    renderErrors([{ id: 'insufficient_balance' }], 1);
    expect(screen.getByRole('alert')).toHaveTextContent('you have 1 point left to give.');
  });

  it('numbers several under the many-issues heading', () => {
    renderErrors([{ id: 'missing_recipient' }, { id: 'missing_hashtag' }]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/^There are a few issues with your recognition:/);
    expect(within(alert).getByRole('list').tagName).toBe('OL');
    expect(within(alert).getAllByRole('listitem')).toHaveLength(2);
  });

  it.each([
    [
      'amount_above_limit',
      { maxPointsPerRecognition: 5, minRecipients: 1, maxRecipients: null },
      'Give at most 5 points in one recognition.',
    ],
    [
      'amount_above_limit',
      { maxPointsPerRecognition: 1, minRecipients: 1, maxRecipients: null },
      'Give at most 1 point in one recognition.',
    ],
    [
      'too_few_recipients',
      { maxPointsPerRecognition: null, minRecipients: 2, maxRecipients: null },
      'Recognize at least 2 people at once.',
    ],
    [
      'too_many_recipients',
      { maxPointsPerRecognition: null, minRecipients: 1, maxRecipients: 1 },
      'Recognize at most 1 person at once.',
    ],
  ] as const)('says the giving rule %s with the company’s number', (id, giving_rules, message) => {
    renderErrors([{ id }], 40, { ...settingsFixture(), giving_rules });
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('names points as the company does', () => {
    const settings = { ...settingsFixture(), budget: { singular: 'star', plural: 'stars' } };
    renderErrors([{ id: 'insufficient_balance' }], 1, settings);
    expect(screen.getByRole('alert')).toHaveTextContent("You don't have enough stars: you have 1 star left to give.");
  });
});
