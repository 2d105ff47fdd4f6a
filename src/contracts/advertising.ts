/**
 * Contracts of the exhibition service's advertisements and push notifications
 * (docs/rules/shell-access-identity.md sections 3 and 7). Calls: src/api/advertising.ts; the reference server
 * answers them in server/routes/advertising.ts and sends new notifications on the notification hub (hubs.ts).
 */

/** GET /api/Exhibition/EventAdvertisement/{eventId}/{language}: section 3's Advertisement, as the server writes it. */
export interface AdvertisementReply {
  id: number;
  displayFromDate: string | null;
  displayToDate: string | null;
  vmxPage: string;
  channelId: string | null;
  CompanyAccountIds: string[];
  CompanyAccountIdsShowOnProfile: string[];
  showInSeconds: number;
  backgroundColor: string | null;
  headlineTop: string | null;
  headlineBottom: string | null;
  pictureFilePath: string | null;
  videoFilePath: string | null;
  /** HTML as an editor wrote it; the client sanitises it. */
  text: string | null;
  optionalLink: string | null;
  optionalLinkTarget: string | null;
  optionalLinkButtonText: string | null;
}

/**
 * GET /api/Exhibition/EventPushnotifications/{eventId}/{language} (bearer token) and its static
 * fallback file; also NotificationAdded's argument (hubs.ts HubNotification). The spec
 * names no fields: these are ours. text is HTML as written; the client sanitises it.
 */
export interface PushNotificationReply {
  id: number;
  title: string;
  text: string;
  link: string | null;
  createdAt: string;
}

/** POST /api/Exhibition/PushNotification (ours; service token): publishes one notification. */
export interface PublishNotificationRequest {
  /** The event's short name or id. */
  event: string;
  /** Default: the event's default language. */
  language?: string;
  title: string;
  text: string;
  link?: string | null;
}
