import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithComponentsI18n } from '../ui-kit/testing/render-with-components-i18n';
import { installRecordingResizeObserver } from '../../testing/resize-observer';
import { ExpandableText } from './ExpandableText';

function layoutHeights(scrollHeight: number, clientHeight: number) {
  jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight);
}

describe('ExpandableText', () => {
  afterEach(() => jest.restoreAllMocks());

  it('toggles between collapsed and expanded when the text overflows', async () => {
    layoutHeights(120, 60);
    const user = userEvent.setup();
    renderWithComponentsI18n(<ExpandableText lines={2}>A long recognition reason.</ExpandableText>);
    const content = screen.getByText('A long recognition reason.');
    const toggle = screen.getByRole('button', { name: 'Show more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', content.id);
    expect(content).toHaveClass('collapsed');
    expect(content).toHaveStyle({ '--laurel-expandable-lines': '2' });

    await user.click(toggle);

    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(content).not.toHaveClass('collapsed');

    await user.click(screen.getByRole('button', { name: 'Show less' }));

    expect(screen.getByRole('button', { name: 'Show more' })).toHaveAttribute('aria-expanded', 'false');
    expect(content).toHaveClass('collapsed');
  });

  it('offers no toggle when the text fits', () => {
    layoutHeights(40, 40);
    renderWithComponentsI18n(<ExpandableText>Short.</ExpandableText>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Short.')).toHaveStyle({ '--laurel-expandable-lines': '3' });
  });

  it('measures when the browser has laid the text out, with its ResizeObserver, not during the render', () => {
    const observer = installRecordingResizeObserver();
    try {
      layoutHeights(120, 60);
      renderWithComponentsI18n(<ExpandableText>A long recognition reason.</ExpandableText>);
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      act(observer.notify);
      expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
    } finally {
      observer.remove();
    }
  });
});
