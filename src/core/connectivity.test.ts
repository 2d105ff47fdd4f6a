import { describe, expect, it } from 'vitest';
import {
  APP_START_DELAY_MS,
  NOTICE_DISMISS_MS,
  cacheToastNext,
  connectivityChanged,
  connectivityView,
  dismissOnlineNotice,
  initialConnectivity,
  PERSISTED_CACHE_MAX_AGE_MS,
  serviceWorkerUrl,
  shouldRestorePersistedCache,
} from './connectivity';

const T0 = 1_750_000_000_000;

describe('spec constants (docs/rules/shell-access-identity.md section 9)', () => {
  it('notices last 10 s and the app starts after 2 s', () => {
    expect(NOTICE_DISMISS_MS).toBe(10_000);
    expect(APP_START_DELAY_MS).toBe(2_000);
  });
});

describe('connectivity', () => {
  it('shows nothing when the page opens online', () => {
    expect(connectivityView(initialConnectivity(true), T0)).toEqual({ kind: 'none' });
  });

  it('shows the offline banner when the page opens offline, for as long as it stays offline', () => {
    const state = initialConnectivity(false);
    expect(connectivityView(state, T0)).toEqual({ kind: 'offline' });
    expect(connectivityView(state, T0 + 60 * 60_000)).toEqual({ kind: 'offline' });
  });

  it('going offline shows the banner and drops a running online notice', () => {
    const back = connectivityChanged(initialConnectivity(false), true, T0);
    const offAgain = connectivityChanged(back, false, T0 + 3_000);
    expect(offAgain).toEqual({ online: false, onlineNoticeUntil: null });
    expect(connectivityView(offAgain, T0 + 3_000)).toEqual({ kind: 'offline' });
  });

  it('coming back online shows the online notice counting down from 10 s, gone at 10 s', () => {
    const state = connectivityChanged(initialConnectivity(false), true, T0);
    expect(connectivityView(state, T0)).toEqual({ kind: 'online', secondsLeft: 10 });
    expect(connectivityView(state, T0 + 1)).toEqual({ kind: 'online', secondsLeft: 10 });
    expect(connectivityView(state, T0 + 1_000)).toEqual({ kind: 'online', secondsLeft: 9 });
    expect(connectivityView(state, T0 + 9_999)).toEqual({ kind: 'online', secondsLeft: 1 });
    expect(connectivityView(state, T0 + NOTICE_DISMISS_MS)).toEqual({ kind: 'none' });
  });

  it('a repeated event for the same status changes nothing (the countdown does not restart)', () => {
    const state = connectivityChanged(initialConnectivity(false), true, T0);
    expect(connectivityChanged(state, true, T0 + 5_000)).toBe(state);
  });

  it('the visitor may close the online notice early', () => {
    const state = dismissOnlineNotice(connectivityChanged(initialConnectivity(false), true, T0));
    expect(connectivityView(state, T0 + 1_000)).toEqual({ kind: 'none' });
  });
});

describe('cache toast', () => {
  it('a new version shows downloading, then cached', () => {
    const downloading = cacheToastNext('hidden', 'update-found', true);
    expect(downloading).toBe('downloading');
    expect(cacheToastNext(downloading, 'installed', true)).toBe('cached');
  });

  it('the first install (no worker controls the page yet) shows no toast', () => {
    expect(cacheToastNext('hidden', 'update-found', false)).toBe('hidden');
    expect(cacheToastNext('hidden', 'installed', false)).toBe('hidden');
  });

  it('a failed download hides the toast; closing hides it', () => {
    expect(cacheToastNext('downloading', 'redundant', true)).toBe('hidden');
    expect(cacheToastNext('cached', 'redundant', true)).toBe('cached');
    expect(cacheToastNext('cached', 'dismissed', true)).toBe('hidden');
  });
});

describe('service worker address', () => {
  it('carries the build, so that a new build is an update', () => {
    expect(serviceWorkerUrl('2026-05-01T10:00:00.000Z')).toBe('/vmx-sw.js?build=2026-05-01T10%3A00%3A00.000Z');
    expect(serviceWorkerUrl(null)).toBe('/vmx-sw.js?build=unversioned');
    expect(serviceWorkerUrl('  ')).toBe('/vmx-sw.js?build=unversioned');
  });
});

describe('persisted query cache', () => {
  it('is used only when the page starts offline and the copy is younger than a week', () => {
    expect(shouldRestorePersistedCache(T0 - 1_000, false, T0)).toBe(true);
    expect(shouldRestorePersistedCache(T0 - 1_000, true, T0)).toBe(false);
    expect(shouldRestorePersistedCache(T0 - PERSISTED_CACHE_MAX_AGE_MS, false, T0)).toBe(false);
    expect(shouldRestorePersistedCache(T0 + 60_000, false, T0)).toBe(false);
    expect(shouldRestorePersistedCache('yesterday', false, T0)).toBe(false);
  });
});
