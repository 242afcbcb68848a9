import { Component, type ReactNode } from 'react';

interface SceneBoundaryProps {
  /** Called once when the 3D scene cannot be shown (its code failed to load, or WebGL refused a context). */
  onFailure: () => void;
  children: ReactNode;
}

/** Catches a failed 3D scene so the page falls back to the flat preview instead of breaking. */
export class SceneBoundary extends Component<SceneBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    this.props.onFailure();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
