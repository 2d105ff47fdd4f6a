/**
 * The notification hub, {signalrHub}/notificationhub (docs/rules/shell-access-identity.md section 7): a client
 * joins a group (JoinGroup, answered with null), receives NotificationAdded and may dismiss one with
 * CloseNotification (a send: no reply). Anyone may connect; notifications carry nothing private.
 *
 * Ours: ProgrammeChanged to the same groups when the event's programme is published anew (routes/programmeAdmin.ts),
 * so that open pages read it again. And UserNotificationAdded (src/contracts/userNotifications.ts) to one user's own
 * connections: a connection that brings the user's access token (`access_token` in the query, or the Authorization
 * header, as the chat hub's) is theirs. Without a token, or with one that is no longer good (an expired token must
 * not cost the page its event's notifications), a connection is anonymous, as before: it hears its groups only.
 */
import {
  HubMethods,
  NOTIFICATION_HUB,
  USER_NOTIFICATION_ADDED,
  type HubNotification,
  type ProgrammeChangedMessage,
  type UserNotification,
} from '../../src/contracts';
import type { VerifyHubToken } from './accountHub';
import { HubError, type HubConnection, type Hub, type HubDefinition } from './hubServer';

const MAX_GROUP_LENGTH = 200;

export interface NotificationHubApi {
  /** Sends NotificationAdded to the group; returns how many connections were reached. */
  notify(groupId: string | number, notification: HubNotification): number;
  /** Sends ProgrammeChanged to the group; returns how many connections were reached. */
  programmeChanged(groupId: string | number, message: ProgrammeChangedMessage): number;
  /** Sends UserNotificationAdded to the user's own connections; returns how many were reached. */
  userNotification(userId: number, notification: UserNotification): number;
}

/** Called when a client dismisses a notification (later issues record it). */
export type OnCloseNotification = (connection: HubConnection, id: number | string) => void;

export function notificationHubDefinition(
  base: string,
  onCloseNotification?: OnCloseNotification,
  verifyToken?: VerifyHubToken,
  onError: (error: unknown) => void = () => undefined,
): HubDefinition {
  return {
    path: `${base}/${NOTIFICATION_HUB}`,
    async authenticate(query, bearer) {
      const token = query.get('access_token') || bearer;
      if (!token || !verifyToken) return undefined;
      try {
        return (await verifyToken(token)) ?? undefined;
      } catch (error) {
        onError(error);
        return undefined;
      }
    },
    methods: {
      [HubMethods.joinGroup]: ({ connection, args }) => {
        connection.hub.addToGroup(connection, groupName(args[0]));
        return null;
      },
      [HubMethods.closeNotification]: ({ connection, args }) => {
        const id = args[0];
        if (!((typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id.trim() !== ''))) {
          throw new HubError('CloseNotification expects a notification id.');
        }
        onCloseNotification?.(connection, id);
        return null;
      },
    },
  };
}

export function notificationHubApi(hub: Hub): NotificationHubApi {
  return {
    notify(groupId, notification) {
      return hub.sendToGroup(String(groupId), HubMethods.notificationAdded, notification);
    },
    programmeChanged(groupId, message) {
      return hub.sendToGroup(String(groupId), HubMethods.programmeChanged, message);
    },
    userNotification(userId, notification) {
      return hub.sendTo(hub.user(userId), USER_NOTIFICATION_ADDED, notification);
    },
  };
}

/** A group id arrives as a string or a number; both name the same group. */
function groupName(value: unknown): string {
  const name = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (name === '' || name.length > MAX_GROUP_LENGTH) throw new HubError('JoinGroup expects a group id.');
  return name;
}
