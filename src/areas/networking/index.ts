/**
 * The networking area's public face, for <vmx-app>:
 * - NetworkModule, NetworkingSettingsModule and InboxModule: my area's modules network (with the areas-of-interest
 *   page under network/interests), networking_settings and inbox (inbox/{conversationId} for one conversation);
 * - MessagesPage: the messages route, the same inbox;
 * - NetworkingPopup: the overlay that asks once for the areas of interest where the networking widget is active;
 * - MessagingLive: the overlay that keeps messaging live on every page (chat hub, outbox, unread counts).
 * Their code loads on demand; the overlays' only for a signed-in ticket holder (networking is for no one else).
 */
import { createElement } from 'react';
import { useEventState } from '../../store/react';
import { lazyComponent } from '../../ui/lazyPage';
import type { PageProps } from '../../ui/page';

export const NetworkModule = lazyComponent<PageProps>(() =>
  import('./network/NetworkPage').then((module) => ({ default: module.NetworkPage })),
);

export const NetworkingSettingsModule = lazyComponent<PageProps>(() =>
  import('./settings/NetworkingSettingsPage').then((module) => ({ default: module.NetworkingSettingsPage })),
);

export const InboxModule = lazyComponent<PageProps>(() => import('./inbox/InboxPage').then((module) => ({ default: module.InboxModule })));

export const MessagesPage = lazyComponent<PageProps>(() =>
  import('./inbox/InboxPage').then((module) => ({ default: module.MessagesInbox })),
);

const LazyPopup = lazyComponent<PageProps>(() => import('./NetworkingPopup').then((module) => ({ default: module.NetworkingPopup })), {
  quiet: true,
});

const LazyLive = lazyComponent<PageProps>(() => import('./live/MessagingLive').then((module) => ({ default: module.MessagingLive })), {
  quiet: true,
});

export function NetworkingPopup(props: PageProps) {
  const ticketHolder = useEventState((state) => state.user?.hasTicket === true);
  return ticketHolder ? createElement(LazyPopup, props) : null;
}

export function MessagingLive(props: PageProps) {
  const ticketHolder = useEventState((state) => state.user?.hasTicket === true);
  return ticketHolder ? createElement(LazyLive, props) : null;
}
