/**
 * What the network, the settings and the inbox share: their texts (with the unread badge's, safety's and meetings'), who asks for
 * which event (the scope of the user's queries, null until the event and a signed-in user are known), and what a
 * refusal says.
 */
import { useMemo } from 'react';
import { HttpError } from '../../api/http';
import { NETWORKING_REFUSALS } from '../../contracts';
import { MEETING_TEXTS } from '../../core/networking/meetingTexts';
import { MESSAGING_TEXTS } from '../../core/networking/messagingTexts';
import { SAFETY_TEXTS } from '../../core/networking/safetyTexts';
import { UNREAD_TEXTS } from '../../core/networking/unreadTexts';
import { queryScope } from '../../store/queries/keys';
import { useEventContext, useEventState, useTexts } from '../../store/react';
import type { MessagingRef } from './messagingCache';

const TEXTS = { ...MESSAGING_TEXTS, ...UNREAD_TEXTS, ...SAFETY_TEXTS, ...MEETING_TEXTS } as const;

export const useMessagingText = () => useTexts(TEXTS);

export type MessagingText = ReturnType<typeof useMessagingText>;

/** The signed-in user's messaging scope for the event, or null while either is unknown. */
export function useMessagingRef(): MessagingRef | null {
  const context = useEventContext();
  const language = useEventState((state) => state.language);
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const userId = useEventState((state) => state.user?.userId ?? null);
  return useMemo(
    () => (eventId !== null && userId !== null ? { scope: queryScope(context, language), eventId, userId } : null),
    [context, language, eventId, userId],
  );
}

/** The code of a 403 (NETWORKING_REFUSALS), or null for any other failure. */
export function refusalOf(error: unknown): string | null {
  if (!(error instanceof HttpError) || error.status !== 403) return null;
  const code = typeof error.body === 'object' && error.body !== null ? (error.body as { code?: unknown }).code : null;
  return typeof code === 'string' ? code : null;
}

/** Whether a failure means the caller may not take part in networking (no ticket, or the event does not allow them). */
export const isNotParticipant = (error: unknown) => refusalOf(error) === NETWORKING_REFUSALS.notParticipant;

/** Whether a failure means a moderator suspended the caller from networking in the event. */
export const isSuspended = (error: unknown) => refusalOf(error) === NETWORKING_REFUSALS.suspended;

/** The name to show for a person who hides theirs. */
export const shownName = (name: string | null, t: MessagingText) => (name && name.trim() !== '' ? name : t('messaging.participant'));

/** A message id chosen by the client (MessageCreate.Id): a UUID, also where randomUUID is missing (an insecure origin). */
export function newMessageId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
