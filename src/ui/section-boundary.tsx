/** Hides a page section that fails to render (logged), so the rest of the screen stays usable. */
import { Component, type ReactNode } from 'react';

interface Props { name: string; children: ReactNode; fallback?: ReactNode }
interface State { failed: boolean }

export class SectionBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    console.warn(`[section] ${this.props.name} hidden after an error:`, error);
  }

  render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
