/**
 * The networking area's public face, for <vmx-app>:
 * - NetworkingPage: its own page (areas of interest, sessions of them, ways to meet), shown on MessagesPage until
 *   messaging between attendees lands;
 * - NetworkingPopup: the overlay that asks once for the areas of interest where the networking widget is active.
 * Their code loads on demand; the popup's only for a signed-in ticket holder (the widget is for no one else).
 */
import { createElement } from 'react';
import { useEventState } from '../../store/react';
import { lazyComponent } from '../../ui/lazyPage';
import type { PageProps } from '../../ui/page';

export const NetworkingPage = lazyComponent<PageProps>(() =>
  import('./NetworkingPage').then((module) => ({ default: module.NetworkingPage })),
);

const LazyPopup = lazyComponent<PageProps>(() => import('./NetworkingPopup').then((module) => ({ default: module.NetworkingPopup })), {
  quiet: true,
});

export function NetworkingPopup(props: PageProps) {
  const ticketHolder = useEventState((state) => state.user?.hasTicket === true);
  return ticketHolder ? createElement(LazyPopup, props) : null;
}
