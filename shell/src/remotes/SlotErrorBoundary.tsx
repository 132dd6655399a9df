import { Component, type ReactNode } from 'react';

interface SlotErrorBoundaryProps {
  children: ReactNode;
  /** Called before the children are tried again. */
  onReset: () => void;
  fallbackRender: (resetErrorBoundary: () => void) => ReactNode;
}

/**
 * Keeps a failure inside its slot and tries again on demand: the part of react-error-boundary the slot
 * used, in a few lines, because the shell's chunk is in every page's first bytes.
 */
export class SlotErrorBoundary extends Component<SlotErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private reset = () => {
    this.props.onReset();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallbackRender(this.reset) : this.props.children;
  }
}
