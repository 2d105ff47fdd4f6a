/**
 * The account hub, {signalrHub}/singlelogin?eventShort=…&jwt=… (docs/rules/shell-access-identity.md section 7):
 * "single login". Each signed-in page keeps a connection; when the user signs in again elsewhere, the
 * server ends the user's other sessions for the event: each of their connections gets remoteLogout and is
 * closed (Close without reconnect); a signed-out session's connections are closed the same way (see
 * endSessions in index.ts). The client may end its connection with CloseConnection (completion, then
 * Close without reconnect).
 */
import { ACCOUNT_HUB, HubMethods, SIGNED_IN_ELSEWHERE, type RemoteLogoutMessage } from '../../src/contracts';
import type { Hub, HubConnection, HubDefinition, HubUser } from './hubServer';

export type VerifyHubToken = (jwt: string) => Promise<HubUser | null>;

export interface AccountHubApi {
  /** The last message to a connection whose session ended (closed by HubServer.endSessions next). */
  sayGoodbye(connection: HubConnection, reason: string): void;
  /**
   * Sends remoteLogout to every connection of the user, except those of `exceptSessionId` (the session
   * that just signed in). Returns how many connections were reached.
   */
  remoteLogout(userId: number, exceptSessionId?: string, reason?: string): number;
}

export function accountHubDefinition(
  base: string,
  verifyToken: VerifyHubToken | undefined,
  onError: (error: unknown) => void,
): HubDefinition {
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
    sayGoodbye(connection, reason) {
      if (connection.hub !== hub) return;
      const message: RemoteLogoutMessage = { reason };
      connection.send(HubMethods.remoteLogout, message);
    },
    remoteLogout(userId, exceptSessionId, reason = SIGNED_IN_ELSEWHERE) {
      const message: RemoteLogoutMessage = { reason };
      const targets = hub
        .user(userId)
        .filter((connection) => exceptSessionId === undefined || connection.user?.sessionId !== exceptSessionId);
      return hub.sendTo(targets, HubMethods.remoteLogout, message);
    },
  };
}
