/**
 * The cache toast (docs/rules/shell-access-identity.md section 4): while a new version of the bundle downloads,
 * "downloading" with a spinner; once it is cached, a Refresh button that switches to it and reloads.
 * Loaded on demand once the app has started.
 *
 * Texts: offline.cacheDownloading, offline.cacheCached, offline.refresh.
 * Theme tokens: --vmx-color-background, --vmx-color-text, --vmx-color-muted, --vmx-color-primary,
 * --vmx-radius, --vmx-space, and those of ui/form's Button. Parts: cache-toast.
 */
import { useEffect, useState } from 'react';
import { cacheToastNext, type CacheToastState } from '../../core/connectivity';
import { useEventContext } from '../../store/react';
import { Button } from '../../ui/form';
import { Spinner, Toast } from './CacheToast.styles';
import { activateNewVersion, startServiceWorker } from './serviceWorker';
import { useOfflineText } from './useOfflineText';

export function CacheToast() {
  const t = useOfflineText();
  const context = useEventContext();
  const [state, setState] = useState<CacheToastState>('hidden');
  const [refreshing, setRefreshing] = useState(false);

  useEffect(
    () => startServiceWorker(context.http, (event, hasController) => setState((current) => cacheToastNext(current, event, hasController))),
    [context],
  );

  if (state === 'hidden') return null;
  return (
    <Toast role="status" part="cache-toast" data-state={state}>
      {state === 'downloading' ? (
        <>
          <Spinner aria-hidden="true" />
          <p>{t('offline.cacheDownloading')}</p>
        </>
      ) : (
        <>
          <p>{t('offline.cacheCached')}</p>
          <Button
            type="button"
            disabled={refreshing}
            onClick={() => {
              setRefreshing(true);
              void activateNewVersion();
            }}
          >
            {t('offline.refresh')}
          </Button>
        </>
      )}
    </Toast>
  );
}
