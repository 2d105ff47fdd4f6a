/**
 * A page or overlay whose code loads on demand (React.lazy), so that the home route's first render
 * downloads only what it shows: while the code loads, the loading text; when it cannot load (offline,
 * a new deployment), a short error in place of the page instead of a blank app.
 *
 * Texts: app.loading, app.error.title.
 */
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { SHELL_TEXTS } from '../core/shellTexts';
import { useTexts } from '../store/react';

function ShellText({ name }: { name: 'app.loading' | 'app.error.title' }) {
  const t = useTexts(SHELL_TEXTS);
  return <p role={name === 'app.loading' ? 'status' : 'alert'}>{t(name)}</p>;
}

class LoadFailure extends Component<{ children: ReactNode; quiet: boolean }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('[vmx] a part of the page could not be loaded', error);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.quiet ? null : <ShellText name="app.error.title" />;
  }
}

/**
 * load: () => import('./Page').then((m) => ({ default: m.Page })). quiet: show nothing while loading or
 * after a failure (for overlays).
 */
export function lazyComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, { quiet = false } = {}): ComponentType<P> {
  const Lazy = lazy(load);
  function OnDemand(props: P) {
    return (
      <LoadFailure quiet={quiet}>
        <Suspense fallback={quiet ? null : <ShellText name="app.loading" />}>
          <Lazy {...props} />
        </Suspense>
      </LoadFailure>
    );
  }
  return OnDemand;
}
