/**
 * The networking area's public face, for <vmx-app>:
 * - NetworkModule, NetworkingSettingsModule, InboxModule and GroupsModule: my area's modules network (with the
 *   areas-of-interest page under network/interests), networking_settings, inbox (inbox/{conversationId} for one
 *   conversation) and groups (groups/{groupId} for one group, groups/session-{sessionId} for a session's);
 * - ModerationModule: my area's module moderation, the reports of messages for the event's moderators;
 * - MessagesPage: the messages route, the same inbox;
 * - NetworkingPopup: the overlay that asks once for the areas of interest where the networking widget is active;
 * - MessagingLive: the overlay that keeps messaging live on every page (chat hub, outbox, unread counts);
 * - YourMeetings: the meeting hub's "Your meetings", the meetings proposed in the user's conversations.
 * Their code loads on demand; the overlays' and YourMeetings' only for a signed-in ticket holder (networking is for no
 * one else).
 * And for an element of its own: InboxElement, the body of <vmx-inbox> (loaded on demand).
 */
import { createElement } from 'react';
import { useEventState } from '../../store/react';
import { lazyComponent } from '../../ui/lazyPage';
import type { PageProps } from '../../ui/page';
import type { InboxElementProps } from './inbox/InboxElement';
export type { InboxElementProps } from './inbox/InboxElement';

export const NetworkModule = lazyComponent<PageProps>(() =>
  import('./network/NetworkPage').then((module) => ({ default: module.NetworkPage })),
);

export const NetworkingSettingsModule = lazyComponent<PageProps>(() =>
  import('./settings/NetworkingSettingsPage').then((module) => ({ default: module.NetworkingSettingsPage })),
);

export const InboxModule = lazyComponent<PageProps>(() => import('./inbox/InboxPage').then((module) => ({ default: module.InboxModule })));

export const GroupsModule = lazyComponent<PageProps>(() =>
  import('./groups/GroupsPage').then((module) => ({ default: module.GroupsModule })),
);

export const ModerationModule = lazyComponent<PageProps>(() =>
  import('./moderation/ModerationPage').then((module) => ({ default: module.ModerationPage })),
);

export const MessagesPage = lazyComponent<PageProps>(() =>
  import('./inbox/InboxPage').then((module) => ({ default: module.MessagesInbox })),
);

/** The body of <vmx-inbox>: its code (and the inbox's) loads when the element is used. */
export const InboxElement = lazyComponent<InboxElementProps>(() =>
  import('./inbox/InboxElement').then((module) => ({ default: module.InboxElement })),
);

const LazyPopup = lazyComponent<PageProps>(() => import('./NetworkingPopup').then((module) => ({ default: module.NetworkingPopup })), {
  quiet: true,
});

const LazyLive = lazyComponent<PageProps>(() => import('./live/MessagingLive').then((module) => ({ default: module.MessagingLive })), {
  quiet: true,
});

const LazyYourMeetings = lazyComponent<PageProps>(() =>
  import('./meetings/YourMeetings').then((module) => ({ default: module.YourMeetings })),
);

export function NetworkingPopup(props: PageProps) {
  const ticketHolder = useEventState((state) => state.user?.hasTicket === true);
  return ticketHolder ? createElement(LazyPopup, props) : null;
}

export function MessagingLive(props: PageProps) {
  const ticketHolder = useEventState((state) => state.user?.hasTicket === true);
  return ticketHolder ? createElement(LazyLive, props) : null;
}

export function YourMeetings(props: PageProps) {
  const ticketHolder = useEventState((state) => state.user?.hasTicket === true);
  return ticketHolder ? createElement(LazyYourMeetings, props) : null;
}
