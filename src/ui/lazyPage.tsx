/**
 * A page or overlay whose code loads on demand, so that the home route's first render downloads only
 * what it shows: while the code loads, the loading text; when it cannot load (offline, a new deployment)
 * or fails to render, a short error in place of the page instead of a blank app. Code that could not load is
 * asked for again when the browser is back online, or when the part is shown again, so the part returns where the
 * browser fetches it again (Chromium keeps a module whose fetch failed failed for the page's life: there the part
 * returns with the next page load).
 *
 * Not React.lazy and Suspense: a page revealed after a Suspense fallback is committed on React's
 * throttled retry schedule, and every data update in between restarts it; a page that shows its first
 * rows the moment they arrive must commit as soon as its code is there. So the code is loaded in an
 * effect and the page rendered once it is in (at once, for a page loaded before).
 *
 * Texts: app.loading, app.error.title.
 */
import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { PAGE_LOAD_TEXTS } from '../core/pageLoadTexts';
import { useTexts } from '../store/react';

function ShellText({ name }: { name: 'app.loading' | 'app.error.title' }) {
  const t = useTexts(PAGE_LOAD_TEXTS);
  const loading = name === 'app.loading';
  // aria-busy: a part still loading, which the element's first reveal waits for (elements/skeletonReveal.ts).
  return (
    <p role={loading ? 'status' : 'alert'} aria-busy={loading || undefined}>
      {t(name)}
    </p>
  );
}

class RenderFailure extends Component<{ children: ReactNode; quiet: boolean }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('[vmx] a part of the page could not be shown', error);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.quiet ? null : <ShellText name="app.error.title" />;
  }
}

export interface OnDemandOptions<P> {
  /** Show nothing while loading or after a failure (for overlays). */
  quiet?: boolean;
  /** Shown with the same props while the code loads, and in its place if it cannot load. */
  fallback?: ComponentType<P>;
  /**
   * Ask for the code now, as the module that makes the part runs, not when the part is first shown: for a part of
   * the first screen whose code comes with the page's (preloaded beside it), so that its first render is already
   * the part itself, in one commit with the rest, instead of a placeholder that the part pushes aside later.
   */
  preload?: boolean;
}

/** The loads of the parts made with preload still on their way (each settles once its code is in or has failed). */
const preloading = new Set<Promise<unknown>>();

/**
 * What settles once the code of every part made so far with preload (the first screen's) is in or has failed, or
 * null when it is: an element may hold its first render until then, to render its first screen once rather than
 * part by part as each part's code comes in.
 */
export function preloadedParts(): Promise<unknown> | null {
  return preloading.size === 0 ? null : Promise.all(preloading);
}

/** A part whose code loads on demand; preload() asks for the code before the part is first shown. */
export type OnDemandComponent<P> = ComponentType<P> & { preload(): void };

/** load: () => import('./Page').then((m) => ({ default: m.Page })). */
export function lazyComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { quiet = false, fallback: Fallback, preload = false }: OnDemandOptions<P> = {},
): OnDemandComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let failed = false;
  let loading: Promise<unknown> | null = null;
  const start = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        failed = true;
        loading = null;
        console.warn('[vmx] a part of the page could not be loaded', error);
      },
    ));
  if (preload) {
    const loading = start();
    preloading.add(loading);
    void loading.then(() => preloading.delete(loading));
  }

  function OnDemand(props: P) {
    const [, settled] = useState(0);
    useEffect(() => {
      let live = true;
      // A first try, or a new one after a failure: when the part is shown again and when the browser is back online.
      const load = () => {
        if (loaded) return;
        if (failed) {
          failed = false;
          settled((n) => n + 1);
        }
        void start().then(() => live && settled((n) => n + 1));
      };
      load();
      window.addEventListener('online', load);
      return () => {
        live = false;
        window.removeEventListener('online', load);
      };
    }, []);
    const Loaded = loaded;
    if (Loaded) {
      return (
        <RenderFailure quiet={quiet}>
          <Loaded {...props} />
        </RenderFailure>
      );
    }
    if (Fallback) return <Fallback {...props} />;
    if (quiet) return null;
    return <ShellText name={failed ? 'app.error.title' : 'app.loading'} />;
  }
  return Object.assign(OnDemand, { preload: () => void start() });
}
