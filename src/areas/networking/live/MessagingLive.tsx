/**
 * Messaging kept live on every page of <vmx-app> (an overlay that shows nothing; contracts/messaging.ts): for a
 * signed-in user who takes part in the event's networking (their unread count reads; a 403 says they do not), it
 * - connects the chat hub ({signalrHub}/chat, src/realtime connectChat, loaded on demand as the notification hub is):
 *   MessageAdded goes into the caches (messagingCache.ts: the open conversation, the list) and takes the place of the
 *   same message in the outbox; UnreadChanged sets the counts, which the header's badge reads from the same cache;
 *   MessageRemoved takes a message's text away where it is shown (a moderator removed it); MeetingChanged puts a
 *   proposed or decided meeting into the user's meetings (the conversation's and the meeting hub's list); at every
 *   connection, the first included, what it did not tell of is read again (catchUp: the counts, the list);
 * - sends the outbox (outbox/deliver.ts): at start, since a message may have been written before a reload, whenever
 *   the browser is back online (when it also catches up with what the hub may have missed, as at each of the hub's
 *   connections), and every OUTBOX_RETRY_MS while messages wait though the browser says it is online (the network
 *   failed under it).
 * The hub reaches every connection of the user, so other tabs and devices stay in step too.
 *
 * <vmx-inbox> keeps messaging live the same way (useMessagingLive). Beside <vmx-app>, or as two inboxes, on one page
 * (one event context) they share one of each (holdLive): one set of chat-hub handlers on the page's one connection
 * (src/realtime shares the connection itself), one outbox round when the browser is back online, one retry timer.
 *
 * Texts: none. Theme tokens: none. Parts: none.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { dueForSending, OUTBOX_RETRY_MS } from '../../../core/networking/outbox';
import { queryScope } from '../../../store/queries/keys';
import { messagingQueries } from '../../../store/queries/messaging';
import { useInstanceInfo } from '../../../store/instanceInfo';
import { useEventContext, useEventState } from '../../../store/react';
import type { PageProps } from '../../../ui/page';
import { applyMeeting, applyMessage, applyRemoved, applyUnread, catchUp } from '../messagingCache';
import { flushOutbox } from '../outbox/deliver';
import { useDelivery } from '../outbox/useOutbox';
import { useMessagingRef } from '../useMessaging';

export function MessagingLive(_props: PageProps) {
  useMessagingLive();
  return null;
}

/** Keeps the signed-in user's messaging of the event live while the calling component is mounted (see above). */
export function useMessagingLive(): void {
  const context = useEventContext();
  const messaging = useMessagingRef();
  const signedIn = useEventState((state) => state.user !== null);
  const hubPath = useInstanceInfo().data?.signalrHub || null;
  const unread = useQuery({
    ...messagingQueries.unread(messaging?.scope ?? queryScope(context, ''), messaging?.eventId ?? 0, messaging?.userId ?? 0),
    enabled: messaging !== null,
  });
  // Read once is enough: a later read that fails (the catch-up at each hub connection reads the counts again) keeps
  // the data, and must not tear the hub connection down and open another once a read succeeds again.
  const participant = unread.data !== undefined;
  const delivery = useDelivery(messaging);

  useEffect(() => {
    if (!delivery || !participant) return;
    return holdLive(`outbox ${delivery.outbox.key}`, () => {
      void flushOutbox(delivery);
      const online = () => {
        void flushOutbox(delivery);
        void catchUp(delivery.client, delivery.http, delivery);
      };
      // A send the network lost while the browser still says online: tried again now and then, while any wait.
      const retry = setInterval(() => {
        if (navigator.onLine && dueForSending(delivery.outbox.entries()).length > 0) void flushOutbox(delivery);
      }, OUTBOX_RETRY_MS);
      window.addEventListener('online', online);
      return () => {
        clearInterval(retry);
        window.removeEventListener('online', online);
      };
    });
  }, [delivery, participant]);

  useEffect(() => {
    if (!delivery || !participant || !signedIn || !hubPath) return;
    return holdLive(`hub ${delivery.outbox.key} ${hubPath}`, () => {
      let cancelled = false;
      let stop: (() => Promise<void>) | null = null;
      import('../../../realtime')
        .then(({ connectChat }) => {
          if (cancelled) return;
          const handle = connectChat({
            hubBase: context.http.url(hubPath),
            // Asked at every (re)connection: a renewed token is used on the next one.
            accessToken: () => context.store.getState().user?.accessToken ?? null,
            eventId: delivery.eventId,
            onMessage: (message) => {
              applyMessage(delivery.client, delivery, message);
              if (message.SenderId === delivery.userId) delivery.outbox.remove([message.Id]);
            },
            onUnread: (change) => applyUnread(delivery.client, delivery, change),
            onMessageRemoved: (removed) => applyRemoved(delivery.client, delivery, removed),
            onMeetingChanged: (meeting) => applyMeeting(delivery.client, delivery, meeting),
            // The hub only tells of what happens once connected: a message written between the page's first reads and
            // the first connection, or while it was lost, is read here (the counts, the list, the open histories).
            onConnected: () => void catchUp(delivery.client, delivery.http, delivery),
          });
          stop = () => handle.stop();
        })
        .catch((error: unknown) => console.warn('[vmx] the chat hub client could not be loaded', error));
      return () => {
        cancelled = true;
        void stop?.();
      };
    });
  }, [delivery, participant, signedIn, hubPath, context]);
}

/** What keeps messaging live on this page, by what it keeps live (an outbox, a user's hub handlers), and how many hold it. */
const live = new Map<string, { holders: number; stop: () => void }>();

/**
 * Starts what `key` names unless a holder on the page has started it already; the release stops it when its last
 * holder lets go. The first holder's start runs it: every holder of a key reads the same event context and user.
 */
function holdLive(key: string, start: () => () => void): () => void {
  let running = live.get(key);
  if (!running) {
    running = { holders: 0, stop: start() };
    live.set(key, running);
  }
  const held = running;
  held.holders++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--held.holders > 0) return;
    if (live.get(key) === held) live.delete(key);
    held.stop();
  };
}
