import { Component, type ErrorInfo, type ReactNode } from "react";
import { ErrorState } from "@/components/error-state";
import { retryFailedPages } from "@/components/lazy-page";

type Props = {
  children: ReactNode;
  /** When it changes (the address: the seller went elsewhere from the menu), a caught error is dropped. */
  resetKey?: string;
  /** What shows instead of the recovery screen, for a part of a screen the rest can do without. */
  fallback?: ReactNode;
};
type State = { error: Error | null };

/**
 * Turns a render error into a recovery screen; the layout around it (sidebar, header) keeps
 * working, and leaving for another address from the sidebar shows that screen, not this error.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.retry();
  }

  retry = () => this.setState({ error: null });

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("[render]", error, info.componentStack);
    // A screen whose code failed to load (offline) asks for it again the next time it shows: after
    // "Try again", or when the seller comes back to it. (Not before: this screen shows meanwhile.)
    retryFailedPages();
  }

  render() {
    if (this.state.error) {
      return this.props.fallback ?? <ErrorState variant="boundary" onRetry={this.retry} />;
    }
    return this.props.children;
  }
}
