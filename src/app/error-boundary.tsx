import { Component, type ErrorInfo, type ReactNode } from "react";
import { ErrorState } from "@/components/error-state";

type State = { error: Error | null };

/** Turns a render error into a recovery screen; the layout around it (sidebar, header) keeps working. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("[render]", error, info.componentStack);
  }

  render() {
    if (this.state.error) {
      return <ErrorState variant="boundary" onRetry={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}
