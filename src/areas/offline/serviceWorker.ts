/**
 * The standalone page's service worker (public/vmx-sw.js): registered for the running build, watched
 * for a new build (the cache toast's events), and told what the page loaded before it took control.
 * Loaded on demand, after the app has started.
 */
import { getVersion } from '../../api/core';
import type { Http } from '../../api/http';
import { serviceWorkerUrl, type CacheToastEvent } from '../../core/connectivity';
import { markSelfReload } from '../../store/storageFlags';

export type CacheToastListener = (event: CacheToastEvent, hasController: boolean) => void;

/** Registers (or, offline, finds) the worker and reports new versions to listener. Returns a stop function. */
export function startServiceWorker(http: Http, listener: CacheToastListener): () => void {
  const container = navigator.serviceWorker;
  const controlledAtStart = container.controller !== null;
  let stopped = false;
  const report = (event: CacheToastEvent) => {
    if (!stopped) listener(event, container.controller !== null);
  };
  const track = (worker: ServiceWorker | null) => {
    if (!worker) return;
    report('update-found');
    const onState = () => {
      if (worker.state === 'installed') report('installed');
      if (worker.state === 'redundant') report('redundant');
    };
    worker.addEventListener('statechange', onState);
    onState();
  };

  void (async () => {
    const registration = await register(http).catch((error: unknown) => {
      console.warn('[vmx] the service worker could not be registered; offline use is off', error);
      return undefined;
    });
    if (!registration || stopped) return;
    if (registration.installing) track(registration.installing);
    else if (registration.waiting) report('installed');
    registration.addEventListener('updatefound', () => track(registration.installing));
    if (!controlledAtStart) {
      // What this page loaded before the worker ran is kept too, so that a reload offline finds it.
      const ready = await container.ready;
      const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
      ready.active?.postMessage({ type: 'CACHE_URLS', urls, page: location.href });
    }
  })();
  return () => {
    stopped = true;
  };
}

/** Online: the worker of the running build (a new build's worker installs beside the old one). Offline: the one there is. */
async function register(http: Http): Promise<ServiceWorkerRegistration | undefined> {
  if (!navigator.onLine) return navigator.serviceWorker.getRegistration();
  const version = await getVersion(http).catch(() => null);
  return navigator.serviceWorker.register(serviceWorkerUrl(version?.BuildDateTime), { updateViaCache: 'none' });
}

/** The cache toast's Refresh: the waiting worker takes over, then the page reloads onto the new build. */
export async function activateNewVersion(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  const waiting = registration?.waiting;
  // VMXreload (core/storageFlags.ts): the reload is the platform's own.
  markSelfReload();
  if (!waiting) {
    location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
