/**
 * The ids under which VMX names a programme item that came from no import (one that did is named by its source's id,
 * programme_sources): `vmx-{kind}-{id}` in the spreadsheet template, the calendar UID `{kind}-{id}@{event}.vmx` (a
 * session's own .ics and the iCalendar export), and a name-based UUID of that UID (the schedule formats' guid), the
 * same on every host that serves the event. The exports write them (server/programmeExport/model.ts); an import of
 * such an export finds the item again by them (server/programmeImport/current.ts) instead of adding it twice.
 */
import { createHash } from 'node:crypto';
import type { ProgrammeItemKind } from '../../src/contracts';

/** RFC 9562's namespace for URLs, which the c3voc schema also names for its persons' guids. */
const NAMESPACE_URL = '6ba7b811-9dad-11d1-80b4-00c04fd430c8';

/** A name-based UUID, version 5 (RFC 9562 section 5.5: SHA-1 of the namespace and the name). */
export function uuidV5(name: string, namespace = NAMESPACE_URL): string {
  const digest = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest();
  const bytes = digest.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The spreadsheet template's id of the item. */
export const templateId = (kind: ProgrammeItemKind, id: number): string => `vmx-${kind}-${id}`;

/** The item's calendar UID (`session-10001@ehc2026.vmx`). */
export const calendarUid = (kind: ProgrammeItemKind, id: number, eventShort: string): string => `${kind}-${id}@${eventShort}.vmx`;

/** The item's guid in the schedule formats. */
export const itemGuid = (kind: ProgrammeItemKind, id: number, eventShort: string): string => uuidV5(calendarUid(kind, id, eventShort));

/** Every id an export may name the item by. */
export const exportedIds = (kind: ProgrammeItemKind, id: number, eventShort: string): string[] => [
  templateId(kind, id),
  calendarUid(kind, id, eventShort),
  itemGuid(kind, id, eventShort),
];
