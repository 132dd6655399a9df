import { screen } from '@testing-library/react';
import { TextCounter } from './TextCounter';
import { renderWithComponentsI18n } from './testing/render-with-components-i18n';

describe('TextCounter', () => {
  it('shows count/max, not red, up to the limit', () => {
    renderWithComponentsI18n(<TextCounter count={140} max={140} id="reason-counter" />);
    const counter = screen.getByText('140/140').parentElement!;
    expect(counter).toHaveAttribute('id', 'reason-counter');
    expect(counter).toHaveAttribute('data-over', 'false');
    expect(counter).not.toHaveClass('over');
    expect(counter).toHaveTextContent('140 of 140 characters');
  });

  it('turns red once over the limit', () => {
    renderWithComponentsI18n(<TextCounter count={141} max={140} />);
    const counter = screen.getByText('141/140').parentElement!;
    expect(counter).toHaveAttribute('data-over', 'true');
    expect(counter).toHaveClass('over');
    expect(counter).toHaveTextContent('over the limit');
  });
});
