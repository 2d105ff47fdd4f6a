/**
 * The signed-in user's outbox for the event (outboxStore.ts) in a component: what is in it and on its way now,
 * re-rendered on every change (this page's or another tab's), and what flushOutbox needs to send it.
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { OutboxEntry } from '../../../core/networking/outbox';
import { useEventContext } from '../../../store/react';
import type { MessagingRef } from '../messagingCache';
import type { DeliveryContext } from './deliver';
import { outboxFor, type OutboxStore } from './outboxStore';

const NONE: readonly OutboxEntry[] = [];
const NOTHING: ReadonlySet<string> = new Set();
const noSubscription = () => () => undefined;

export function useDelivery(ref: MessagingRef | null): DeliveryContext | null {
  const context = useEventContext();
  return useMemo(
    () =>
      ref && {
        ...ref,
        http: context.http,
        client: context.queryClient,
        outbox: outboxFor(context.instance, context.event, ref.userId),
      },
    [context, ref],
  );
}

export function useOutboxState(outbox: OutboxStore | null): { entries: readonly OutboxEntry[]; sending: ReadonlySet<string> } {
  const subscribe = outbox ? outbox.subscribe : noSubscription;
  const entries = useSyncExternalStore(subscribe, () => outbox?.entries() ?? NONE);
  const sending = useSyncExternalStore(subscribe, () => outbox?.sending() ?? NOTHING);
  return { entries, sending };
}
