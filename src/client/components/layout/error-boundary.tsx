// Catches what goes wrong below it while React renders (a bug, a lazily loaded chunk that never
// arrived) and shows `fallback` instead of a blank site. React already writes each caught error to
// the console (createRoot's default onCaughtError); the boundary adds where, what kind, and the
// component stack, which the production build's own line lacks. The visitor never sees either.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { mayReloadAutomatically, reloadAutomatically } from './automatic-reload';
import { isChunkLoadFailure } from './chunk-load-failure';
import { PageSpinner } from './page-spinner';

/** A chunk that failed to load (a reload helps), or an error while rendering (a bug). */
export type FailureKind = 'chunk' | 'render';

interface ErrorBoundaryProps {
  /** Names the boundary in the console report: "The page failed (chunk)", "The widgets failed (render)". */
  place: string;
  /** What shows instead of the children once they failed. */
  fallback: (kind: FailureKind) => ReactNode;
  /** A new value (the next page's address) tries the children again. */
  resetKey?: unknown;
  /** Reload once by itself for a chunk that failed to load (automatic-reload.ts), where the content is gone anyway. */
  reloadOnChunkFailure?: boolean;
  children: ReactNode;
}

interface ErrorBoundaryState {
  /** `mayReload`: a chunk failure for which an automatic reload is neither a loop nor useless (offline). */
  failure: { kind: FailureKind; mayReload: boolean } | null;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failure: null };

  static getDerivedStateFromError(this: void, error: unknown): Partial<ErrorBoundaryState> {
    const kind: FailureKind = isChunkLoadFailure(error) ? 'chunk' : 'render';
    return { failure: { kind, mayReload: kind === 'chunk' && mayReloadAutomatically() } };
  }

  override componentDidCatch(_error: unknown, info: ErrorInfo) {
    const { failure } = this.state;
    if (!failure) return;
    console.error(`The ${this.props.place} failed (${failure.kind})`, info.componentStack);
    if (this.reloading() && !reloadAutomatically()) this.setState({ failure: { ...failure, mayReload: false } });
  }

  override componentDidUpdate(previous: ErrorBoundaryProps, previousState: ErrorBoundaryState) {
    // Only a failure already shown is cleared: the render that failed may be the one that brought the new key.
    if (this.state.failure && previousState.failure && previous.resetKey !== this.props.resetKey) this.setState({ failure: null });
  }

  private reloading(): boolean {
    return !!this.state.failure?.mayReload && !!this.props.reloadOnChunkFailure;
  }

  override render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    // The page is on its way again: show what a page shows while it loads, not the error.
    if (this.reloading()) return <PageSpinner />;
    return this.props.fallback(failure.kind);
  }
}
