import { Component, type ReactNode } from 'react';

interface SlotErrorBoundaryProps {
  children: ReactNode;
  /** Called before the children are tried again. */
  onReset: () => void;
  fallbackRender: (resetErrorBoundary: () => void, error: unknown) => ReactNode;
}

/**
 * Keeps a failure inside its slot and tries again on demand: the part of react-error-boundary the slot
 * used, in a few lines, because the shell's chunk is in every page's first bytes.
 */
export class SlotErrorBoundary extends Component<SlotErrorBoundaryProps, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  private reset = () => {
    this.props.onReset();
    this.setState({ failed: false, error: undefined });
  };

  override render() {
    return this.state.failed ? this.props.fallbackRender(this.reset, this.state.error) : this.props.children;
  }
}
