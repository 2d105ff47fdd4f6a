/**
 * The account hub, {signalrHub}/singlelogin?eventShort=…&jwt=… (shell-access-identity.md section 7):
 * "single login". Each signed-in page keeps a connection; when the user signs in again elsewhere, the
 * server sends remoteLogout to the user's other sessions, which sign out and stop their connection.
 * The client may end its connection with CloseConnection (completion, then Close without reconnect).
 */
import { ACCOUNT_HUB, HubMethods, SIGNED_IN_ELSEWHERE, type RemoteLogoutMessage } from '../../src/realtime/types';
import type { Hub, HubDefinition, HubUser } from './hubServer';

export type VerifyHubToken = (jwt: string) => Promise<HubUser | null>;

export interface AccountHubApi {
  /**
   * Sends remoteLogout to every connection of the user, except those of `exceptSessionId` (the session
   * that just signed in). Returns how many connections were reached.
   */
  remoteLogout(userId: number, exceptSessionId?: string, reason?: string): number;
}

export function accountHubDefinition(base: string, verifyToken: VerifyHubToken | undefined, onError: (error: unknown) => void): HubDefinition {
  return {
    path: `${base}/${ACCOUNT_HUB}`,
    async authenticate(query) {
      // The spec's client sends jwt; a browser client given an accessTokenFactory would send access_token.
      const jwt = query.get('jwt') || query.get('access_token');
      if (!jwt || !verifyToken) return null;
      try {
        return await verifyToken(jwt);
      } catch (error) {
        // A verifier that throws on a bad token refuses it like one that returns null.
        onError(error);
        return null;
      }
    },
    methods: {
      [HubMethods.closeConnection]: ({ closeAfterCompletion }) => {
        closeAfterCompletion();
        return null;
      },
    },
  };
}

export function accountHubApi(hub: Hub): AccountHubApi {
  return {
    remoteLogout(userId, exceptSessionId, reason = SIGNED_IN_ELSEWHERE) {
      const message: RemoteLogoutMessage = { reason };
      const targets = hub.user(userId).filter((connection) => exceptSessionId === undefined || connection.user?.sessionId !== exceptSessionId);
      return hub.sendTo(targets, HubMethods.remoteLogout, message);
    },
  };
}
