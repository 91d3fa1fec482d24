import { Component, type ReactNode } from 'react';

interface Props {
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * A chart that fails to draw (a config the renderer cannot read) shows a message instead of taking the
 * page down: dashboards hold many charts. The caller keys it by config and data so a fix redraws.
 */
export class ChartErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    // Not toasted: the message is shown in the chart's own box; the log keeps the cause for support.
    console.error(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
