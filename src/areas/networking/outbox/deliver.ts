/**
 * Sending what is in the outbox (rules: core/networking/outbox.ts): every message not refused, oldest first, one at a
 * time so they arrive in the order written. A send the network lost stops the round (the rest would be lost too) and
 * leaves the messages waiting for the next one: when the browser is back online, when the chat hub connects again, and
 * when the user sends another. A message the server stored leaves the outbox, and its stored copy goes into the
 * caches (messagingCache.ts); the server keeps one per Id, so a message sent by two rounds, or two tabs, is stored
 * once. One round per outbox at a time on this page; a round asked for meanwhile runs after it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { HttpError, type Http } from '../../../api/http';
import { sendMessage } from '../../../api/messaging';
import { dueForSending, sendFailure } from '../../../core/networking/outbox';
import { applyMessage, type MessagingRef } from '../messagingCache';
import type { OutboxStore } from './outboxStore';

export interface DeliveryContext extends MessagingRef {
  http: Http;
  client: QueryClient;
  outbox: OutboxStore;
}

const rounds = new Map<string, { again: boolean }>();

/** Sends the outbox now (unless the browser says it is offline); resolves when this round and any asked for meanwhile are done. */
export async function flushOutbox(context: DeliveryContext): Promise<void> {
  const running = rounds.get(context.outbox.key);
  if (running) {
    running.again = true;
    return;
  }
  const round = { again: true };
  rounds.set(context.outbox.key, round);
  try {
    while (round.again) {
      round.again = false;
      await sendDue(context);
    }
  } finally {
    rounds.delete(context.outbox.key);
  }
}

async function sendDue(context: DeliveryContext): Promise<void> {
  for (const entry of dueForSending(context.outbox.entries())) {
    if (!navigator.onLine) return;
    context.outbox.setSending(entry.Id, true);
    try {
      const stored = await sendMessage(context.http, context.eventId, entry.ConversationId, { Id: entry.Id, Text: entry.Text });
      applyMessage(context.client, context, stored);
      context.outbox.remove([entry.Id]);
    } catch (error) {
      const status = error instanceof HttpError ? error.status : null;
      if (sendFailure(status) === 'retry') return;
      const code =
        error instanceof HttpError && typeof error.body === 'object' && error.body !== null
          ? (error.body as { code?: unknown }).code
          : null;
      context.outbox.refuse(entry.Id, typeof code === 'string' && code !== '' ? code : 'refused');
    } finally {
      context.outbox.setSending(entry.Id, false);
    }
  }
}
