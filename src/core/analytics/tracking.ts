/**
 * The client's tracking rules (docs/rules/shell-access-identity.md sections 3, 4 and 7; docs/rules/content-areas.md
 * section 7, "Tracking"; ours: issue 23, src/contracts/analytics.ts): the device class a browser reports, an event
 * with its text fields cut to ANALYTICS_MAX_FIELD, the page-leave each page-open implies, what a batch carries for the visitor's consent, and a queue split
 * into batches the server accepts (at most ANALYTICS_MAX_BATCH events and ANALYTICS_MAX_BATCH_BYTES bytes). Pure:
 * the caller passes the width, the pointer, the consent, the clock's reading and the random bytes.
 */
import {
  ANALYTICS_MAX_BATCH,
  ANALYTICS_MAX_BATCH_BYTES,
  ANALYTICS_MAX_FIELD,
  type TrackedEvent,
  type TrackingBatch,
  type TrackingTarget,
} from '../../contracts';

export type DeviceClass = NonNullable<TrackingBatch['device']>;

/** Ours: narrower than this is a phone (the common small-tablet portrait width). */
export const TABLET_MIN_WIDTH = 768;
/** Ours: from this width on a fine pointer is a desktop (the spec's desktop breakpoint, section 9). */
export const DESKTOP_MIN_WIDTH = 1024;
/** Ours: a touch screen wider than the largest tablets (1366 px) is a desktop with a touch screen. */
export const TOUCH_DESKTOP_MIN_WIDTH = 1367;

/**
 * The device class from the viewport's width (CSS px) and whether the primary pointer is coarse (a finger): never the
 * user agent, which identifies far more than a class.
 */
export function deviceClass(width: number, coarsePointer: boolean): DeviceClass {
  if (width < TABLET_MIN_WIDTH) return 'mobile';
  if (width < DESKTOP_MIN_WIDTH) return 'tablet';
  return coarsePointer && width < TOUCH_DESKTOP_MIN_WIDTH ? 'tablet' : 'desktop';
}

/** What a caller tracks: the event without its time, which the tracker stamps. */
export type TrackInput = Omit<TrackedEvent, 'at'>;

const TEXT_FIELDS = ['page', 'element', 'targetId'] as const;

/**
 * A text field cut to ANALYTICS_MAX_FIELD UTF-16 units, as the server counts them; a cut through a character of two
 * units (a surrogate pair) leaves out its first half, never a broken character.
 */
export function cutField(value: string): string {
  return value.slice(0, ANALYTICS_MAX_FIELD).replace(/[\uD800-\uDBFF]$/, '');
}

/**
 * An event as it is sent: stamped with `at` (ISO 8601), text fields cut, empty text fields and numbers that are not
 * finite left out, seconds rounded to whole non-negative seconds (the server keeps whole seconds).
 */
export function trackedEvent(input: TrackInput, at: string): TrackedEvent {
  const event: TrackedEvent = { kind: input.kind, at };
  for (const field of TEXT_FIELDS) {
    const value = input[field];
    if (typeof value === 'string' && value !== '') event[field] = cutField(value);
  }
  if (input.targetType) event.targetType = input.targetType;
  // Number.isFinite is false for anything but a finite number.
  if (Number.isFinite(input.value)) event.value = input.value;
  if (Number.isFinite(input.seconds)) event.seconds = Math.max(0, Math.round(input.seconds!));
  return event;
}

/** The page open now, as its page-open said (page-leave repeats its target). */
export interface OpenPage {
  page?: string;
  targetType?: TrackingTarget;
  targetId?: string;
  /** When it was opened, ISO 8601. */
  at: string;
}

/** The page-leave of `open` at `at`, with the seconds spent on it. */
export function pageLeave({ page, targetType, targetId, at: opened }: OpenPage, at: string): TrackedEvent {
  // Fields left undefined are not sent (JSON leaves them out).
  return { kind: 'page-leave', at, page, targetType, targetId, seconds: Math.max(0, (Date.parse(at) - Date.parse(opened)) / 1000) };
}

/**
 * The page-leaves a queue implies (section 7, page open and leave): before each page-open, the leave of the page open
 * until then, at the same moment. Returns the events with them and the page open after the last.
 */
export function withPageLeaves(events: readonly TrackedEvent[], open: OpenPage | null): { events: TrackedEvent[]; open: OpenPage | null } {
  const out: TrackedEvent[] = [];
  let current = open;
  for (const event of events) {
    if (event.kind === 'page-open') {
      if (current) out.push(pageLeave(current, event.at));
      current = event;
    }
    out.push(event);
  }
  return { events: out, open: current };
}

/** What decides a batch's identifiers (section 4, the analytics consent; section 3, advancedUserTracking). */
export interface BatchFacts {
  eventId: number;
  /** The analytics consent cookie says accepted. */
  consent: boolean;
  /** This browser's visitor id (only read or made with consent). */
  visitor: string | null;
  /** The signed-in user's access token, or null. */
  token: string | null;
  /** The event's app config has advancedUserTracking. */
  advancedUserTracking: boolean;
  device: DeviceClass;
}

/**
 * The batch's envelope: without consent no visitor and no token (a count only); with it the visitor id, and the
 * token only when the event asks for advanced tracking and someone is signed in.
 */
export function batchEnvelope(facts: BatchFacts): Omit<TrackingBatch, 'events'> {
  const envelope: Omit<TrackingBatch, 'events'> = { eventId: facts.eventId, consent: facts.consent, device: facts.device };
  if (!facts.consent) return envelope;
  if (facts.visitor) envelope.visitor = facts.visitor;
  if (facts.advancedUserTracking && facts.token) envelope.token = facts.token;
  return envelope;
}

/** UTF-8 bytes of a string (what the server counts against ANALYTICS_MAX_BATCH_BYTES): a Blob's size is its UTF-8 length. */
function utf8Length(text: string): number {
  return new Blob([text]).size;
}

/**
 * The queue as batches the server accepts, in order: each at most ANALYTICS_MAX_BATCH events and, as JSON,
 * at most maxBytes bytes. An event is at most a few kB (its fields are cut), so each batch holds at least one.
 */
export function batchesOf(
  events: readonly TrackedEvent[],
  envelope: Omit<TrackingBatch, 'events'>,
  maxBytes = ANALYTICS_MAX_BATCH_BYTES,
): TrackingBatch[] {
  const batches: TrackingBatch[] = [];
  // The envelope's JSON with an empty list, then each event's JSON and a comma between them.
  const base = utf8Length(JSON.stringify({ ...envelope, events: [] }));
  let current: TrackedEvent[] = [];
  let bytes = base;
  for (const event of events) {
    const size = utf8Length(JSON.stringify(event));
    if (current.length > 0 && (current.length >= ANALYTICS_MAX_BATCH || bytes + 1 + size > maxBytes)) {
      batches.push({ ...envelope, events: current });
      current = [];
      bytes = base;
    }
    bytes += (current.length > 0 ? 1 : 0) + size;
    current.push(event);
  }
  if (current.length > 0) batches.push({ ...envelope, events: current });
  return batches;
}

/** Ours: where this browser keeps its visitor id for an event while the analytics consent lasts (local storage). */
export function visitorStorageKey(event: string): string {
  return `${event}.analytics.visitor`;
}

/** A random (version 4) UUID from 16 random bytes: where crypto.randomUUID is missing (a page not served over https). */
export function uuidFromBytes(bytes: Uint8Array): string {
  const b = bytes.slice(0, 16);
  // RFC 9562: version 4 in the high nibble of byte 6, the variant 10 in the high bits of byte 8.
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return hex.replace(/(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');
}

/** A stored visitor id worth keeping: one this client made (a UUID), not something else under the key. */
export function isVisitorId(value: string | null): value is string {
  return value !== null && /^[\da-f]{8}(-[\da-f]{4}){3}-[\da-f]{12}$/i.test(value);
}
