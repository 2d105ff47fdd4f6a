/**
 * The account hub client (docs/rules/shell-access-identity.md section 7): {signalrHub}/singlelogin with query
 * eventShort and jwt, started for a signed-in user. A remoteLogout message (the user signed in again
 * elsewhere) calls onRemoteLogout, which signs the user out, and stops the connection. A refused token
 * (401/403) calls it too: the token was revoked (a sign-in elsewhere before this page connected) or has
 * expired, so the session is over either way, and it is not tried again. Other failures are only
 * logged; a failed start is tried again every HUB_RETRY_MS.
 */
import type { IHttpConnectionOptions } from '@microsoft/signalr';
import { acquireHub } from './sharedConnection';
import { ACCOUNT_HUB, HubMethods, type RemoteLogoutMessage } from '../contracts';

export interface AccountHubOptions {
  /** The configured signalrHub base, e.g. https://vmx.example/hubs. */
  hubBase: string;
  eventShort: string;
  /** The signed-in user's access token (jwt). */
  token: string;
  onRemoteLogout: (message: RemoteLogoutMessage) => void;
  /** Extra @microsoft/signalr connection options (headers, timeouts); in Node the library finds `ws` itself. */
  connectionOptions?: IHttpConnectionOptions;
}

export interface AccountHubHandle {
  /** Resolves once connected (the first time); never rejects. */
  readonly ready: Promise<void>;
  /** Leaves the hub; the page's last holder invokes CloseConnection and stops the connection. */
  stop(): Promise<void>;
}

export function connectAccountHub(options: AccountHubOptions): AccountHubHandle {
  const base = trimSlash(options.hubBase);
  const query = new URLSearchParams({ eventShort: options.eventShort, jwt: options.token });
  const lease = acquireHub({
    url: `${base}/${ACCOUNT_HUB}?${query}`,
    label: `${base}/${ACCOUNT_HUB}`,
    connectionOptions: options.connectionOptions,
  });
  const onRemoteLogout = (message: RemoteLogoutMessage | undefined) => {
    try {
      options.onRemoteLogout(message ?? { reason: '' });
    } catch (error) {
      console.warn('[vmx] remoteLogout handler failed', error);
    }
    void lease.stopForAll();
  };
  lease.connection.on(HubMethods.remoteLogout, onRemoteLogout);
  lease.onRefused(() => onRemoteLogout({ reason: 'refused' }));
  return {
    ready: lease.started,
    async stop() {
      lease.connection.off(HubMethods.remoteLogout, onRemoteLogout);
      await lease.release((connection) => connection.invoke(HubMethods.closeConnection));
    },
  };
}

export function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
