import type { ComposerProps } from '../components/Composer';

/**
 * Slate's editor needs a real browser to type into (the e2e journeys do that). Component tests
 * mock `composer/Composer` with this plain field, which reports its text as the composer does:
 * `jest.mock('…/composer/components/Composer', () => jest.requireActual('…/composer/testing/composer-stand-in'))`.
 */
export function Composer({ id, label, describedBy, invalid, onDraftChange }: ComposerProps) {
  return (
    <textarea
      id={id}
      aria-label={label}
      aria-describedby={describedBy}
      aria-invalid={invalid}
      onChange={(event) =>
        onDraftChange({
          text: event.target.value,
          plainText: event.target.value,
          amount: null,
          amountInvalid: false,
          hashtags: [],
          recipients: [],
          mentions: [],
          recipientCount: 0,
          totalAmount: 0,
        })
      }
    />
  );
}
