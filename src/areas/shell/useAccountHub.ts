/**
 * Remote logout (docs/rules/shell-access-identity.md section 4): while a user is signed in, the platform listens on
 * the account hub ({signalrHub}/singlelogin); a remoteLogout message, or the hub refusing the token,
 * signs the user out of this page and the hub connection stops. The SignalR client is loaded only here, and only once someone signs in.
 */
import { useEffect } from 'react';
import { useIdentitySettings } from '../../store/identitySettings';
import { useInstanceInfo } from '../../store/instanceInfo';
import { dropSession } from '../../store/signInOut';
import { useEventContext, useEventState } from '../../store/react';

export function useAccountHub(): void {
  const context = useEventContext();
  const token = useEventState((state) => state.user?.accessToken ?? null);
  const instance = useInstanceInfo();
  // config_json AccountHub.signalRConnection (core/eventKeys.ts) wins over the instance's signalrHub.
  const configured = useIdentitySettings().keys.accountHubConnection;
  const hubPath = configured ?? (instance.data?.signalrHub || null);

  useEffect(() => {
    if (!token || !hubPath) return;
    let cancelled = false;
    let stop: (() => Promise<void>) | null = null;
    import('../../realtime')
      .then(({ connectAccountHub }) => {
        if (cancelled) return;
        const hub = connectAccountHub({
          hubBase: context.http.url(hubPath),
          eventShort: context.event,
          token,
          // Only the session this hub was opened for: a late answer must not end a newer sign-in.
          onRemoteLogout: () => {
            if (context.store.getState().user?.accessToken === token) dropSession(context);
          },
        });
        stop = () => hub.stop();
      })
      .catch((error: unknown) => console.warn('[vmx] the account hub client could not be loaded', error));
    return () => {
      cancelled = true;
      void stop?.();
    };
  }, [token, hubPath, context]);
}
