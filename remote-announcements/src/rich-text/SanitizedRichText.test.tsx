import { render, screen } from '@testing-library/react';
import { SanitizedRichText } from './SanitizedRichText';

describe('SanitizedRichText', () => {
  it('shows the formatting and none of the script', () => {
    const { container } = render(
      <SanitizedRichText html={'<p>Hello <strong>team</strong></p><script>window.__xss=1</script>'} />,
    );
    expect(screen.getByText('team').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });
});
