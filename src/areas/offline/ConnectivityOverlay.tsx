/**
 * The offline banner and the back-online notice (docs/rules/shell-access-identity.md sections 4 and 8), and, once
 * the app has started (section 9: initial load delay 2 s), the service worker with its cache toast,
 * both loaded on demand: they are not needed for the first render; and the notice of what did not fit the
 * storage for offline use (OfflineSaveNotice.tsx).
 *
 * Texts: offline.offline, offline.online, offline.closesIn, offline.close.
 * Theme tokens: --vmx-color-danger, --vmx-color-success, --vmx-color-on-status, --vmx-color-focus,
 * --vmx-radius, --vmx-space. Parts: offline-banner, online-notice.
 */
import { useEffect, useState } from 'react';
import {
  APP_START_DELAY_MS,
  connectivityChanged,
  connectivityView,
  dismissOnlineNotice,
  initialConnectivity,
} from '../../core/connectivity';
import { lazyComponent } from '../../ui/lazyPage';
import type { PageProps } from '../../ui/page';
import { CloseButton, Countdown, Notice, Notices } from './ConnectivityOverlay.styles';
import { OfflineSaveNotice } from './OfflineSaveNotice';
import { useOfflineText } from './useOfflineText';

const CacheToast = lazyComponent<object>(async () => ({ default: (await import('./CacheToast')).CacheToast }), { quiet: true });

export function ConnectivityOverlay(_props: PageProps) {
  const t = useOfflineText();
  const [state, setState] = useState(() => initialConnectivity(navigator.onLine));
  const [now, setNow] = useState(() => Date.now());
  const [started, setStarted] = useState(false);

  useEffect(() => {
    const update = () => {
      const at = Date.now();
      setNow(at);
      setState((current) => connectivityChanged(current, navigator.onLine, at));
    };
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  // The countdown: a tick each second from the moment the notice appeared, while it shows.
  const noticeUntil = state.onlineNoticeUntil;
  useEffect(() => {
    if (noticeUntil === null) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= noticeUntil) clearInterval(timer);
    }, 1_000);
    return () => clearInterval(timer);
  }, [noticeUntil]);

  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), APP_START_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const view = connectivityView(state, now);
  return (
    <>
      <Notices part="connectivity">
        {view.kind === 'offline' && (
          <Notice $tone="danger" role="alert" part="offline-banner">
            <p>{t('offline.offline')}</p>
          </Notice>
        )}
        {view.kind === 'online' && (
          <Notice $tone="success" role="status" part="online-notice">
            <p>{t('offline.online')}</p>
            <Countdown>{t('offline.closesIn', { seconds: view.secondsLeft })}</Countdown>
            <CloseButton type="button" onClick={() => setState(dismissOnlineNotice)}>
              {t('offline.close')}
            </CloseButton>
          </Notice>
        )}
      </Notices>
      {started && 'serviceWorker' in navigator && <CacheToast />}
      <OfflineSaveNotice />
    </>
  );
}
