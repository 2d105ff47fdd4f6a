/**
 * Pure rules of the exhibition's pages (docs/rules/content-areas.md sections 2, 3 and 9): the products page's search,
 * category filter and order, the meeting hub's days and whether a meeting is over, the symposia's order,
 * and the symposia leads dialog's check. No clock: callers pass now in.
 */
import type { ExhibitorMeeting, ExhibitorProduct, SymposiumSession } from '../../contracts';
import { wallClockOf } from '../programme/dateFormat';

export interface ProductListState {
  text: string;
  /** '' for every category. */
  category: string;
}

/** The text a product is found by: name, company, category and tags (case-insensitive contains). */
function productHaystack(product: ExhibitorProduct): string {
  return [product.Name, product.CompanyName, product.Category, ...(product.Tags ?? [])].join('\n').toLocaleLowerCase();
}

/** The products that match the search and the category, sorted by name (then company, then id, so the order is stable). */
export function productResults(products: readonly ExhibitorProduct[], state: ProductListState, language: string): ExhibitorProduct[] {
  const words = state.text.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return products
    .filter((product) => state.category === '' || product.Category === state.category)
    .filter((product) => {
      const haystack = productHaystack(product);
      return words.every((word) => haystack.includes(word));
    })
    .sort(
      (a, b) =>
        a.Name.localeCompare(b.Name, language, { sensitivity: 'base' }) ||
        a.CompanyName.localeCompare(b.CompanyName, language) ||
        a.Id - b.Id,
    );
}

/** The categories of the products with their counts, alphabetically. */
export function productCategoryOptions(products: readonly ExhibitorProduct[], language: string): { value: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const product of products) if (product.Category) counts.set(product.Category, (counts.get(product.Category) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => a.value.localeCompare(b.value, language));
}

/** Ms since the epoch of a date-time with an offset or Z; null otherwise (a wall clock names no instant without a zone). */
function instant(value: string | null | undefined): number | null {
  if (typeof value !== 'string' || !/(Z|[+-]\d\d:?\d\d)$/i.test(value.trim())) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

/** A meeting is over once its end has passed; one whose end cannot be read is not (its join link stays). */
export function meetingIsOver(meeting: Pick<ExhibitorMeeting, 'EndDateTime'>, now: number): boolean {
  const end = instant(meeting.EndDateTime);
  return end !== null && end <= now;
}

/** The event day (YYYY-MM-DD in the event's time zone) a date-time falls on, or '' when unreadable. */
export function eventDayOf(value: string | null | undefined, timeZone: string): string {
  const wall = wallClockOf(value, timeZone);
  if (!wall) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${wall.year}-${two(wall.month)}-${two(wall.day)}`;
}

export interface MeetingDay {
  /** YYYY-MM-DD in the event's time zone; '' for meetings without a readable start (last). */
  day: string;
  meetings: ExhibitorMeeting[];
}

/** By start, then title: the order of the meeting hub and of the symposia. */
function byStart<T extends { StartDateTime: string; Id: number }>(a: T, b: T): number {
  const startA = instant(a.StartDateTime) ?? Date.parse(a.StartDateTime);
  const startB = instant(b.StartDateTime) ?? Date.parse(b.StartDateTime);
  if (Number.isFinite(startA) && Number.isFinite(startB) && startA !== startB) return startA - startB;
  return a.StartDateTime.localeCompare(b.StartDateTime) || a.Id - b.Id;
}

/** The meetings grouped by the event day they start on, days in order, each day's meetings by start. */
export function groupMeetingsByDay(meetings: readonly ExhibitorMeeting[], timeZone: string): MeetingDay[] {
  const days = new Map<string, ExhibitorMeeting[]>();
  for (const meeting of [...meetings].sort(byStart)) {
    const day = eventDayOf(meeting.StartDateTime, timeZone);
    const list = days.get(day) ?? [];
    list.push(meeting);
    days.set(day, list);
  }
  return [...days]
    .map(([day, list]) => ({ day, meetings: list }))
    .sort((a, b) => (a.day === '' ? 1 : b.day === '' ? -1 : a.day.localeCompare(b.day)));
}

/** The companies that hold meetings, by name, for the meeting hub's filter. */
export function meetingCompanyOptions(meetings: readonly ExhibitorMeeting[], language: string): { value: string; label: string }[] {
  const names = new Map<string, string>();
  for (const meeting of meetings) names.set(meeting.CompanyAccountId, meeting.CompanyName);
  return [...names].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label, language));
}

/** The public symposia sorted by start (the server lists public ones only; a private one never shows). */
export function sortedPublicSymposia(symposia: readonly SymposiumSession[]): SymposiumSession[] {
  return symposia.filter((symposium) => symposium.IsPublic !== false).sort(byStart);
}

export type SymposiumLeadKind = 'info' | 'callback';

export interface SymposiumLeadFields {
  kind: SymposiumLeadKind;
  phone: string;
  message: string;
}

/** The longest message the dialog sends (as the reference server takes it). */
export const SYMPOSIUM_LEAD_MESSAGE_MAX = 2000;
/** A phone number: 7 to 30 digits, spaces, +, -, / or parentheses (as the reference server takes it). */
export const SYMPOSIUM_LEAD_PHONE = /^[0-9 +\-/()]{7,30}$/;

export type SymposiumLeadError = 'phoneRequired' | 'phoneInvalid' | 'messageTooLong';

/** A call back needs a phone number (SYMPOSIUM_LEAD_PHONE, after trimming); the message is optional. */
export function validateSymposiumLead(fields: SymposiumLeadFields): Partial<Record<'phone' | 'message', SymposiumLeadError>> {
  const errors: Partial<Record<'phone' | 'message', SymposiumLeadError>> = {};
  const phone = fields.phone.trim();
  if (fields.kind === 'callback') {
    if (phone === '') errors.phone = 'phoneRequired';
    else if (!SYMPOSIUM_LEAD_PHONE.test(phone)) errors.phone = 'phoneInvalid';
  }
  if (fields.message.trim().length > SYMPOSIUM_LEAD_MESSAGE_MAX) errors.message = 'messageTooLong';
  return errors;
}

/** What sendSymposiumLead sends: the phone only for a call back, the message only when there is one. */
export function symposiumLead(fields: SymposiumLeadFields): { Kind: SymposiumLeadKind; Phone?: string; Message?: string } {
  const message = fields.message.trim();
  return {
    Kind: fields.kind,
    ...(fields.kind === 'callback' ? { Phone: fields.phone.trim() } : {}),
    ...(message ? { Message: message } : {}),
  };
}
