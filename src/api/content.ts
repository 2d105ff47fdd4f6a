/**
 * Typed calls of the content pages, the list pages, the my-area dashboard and the contact form
 * (docs/rules/content-areas.md sections 2 and 7).
 * - GET /api/Modules/EventDashboard?eventid&language: the spec's path (section 7).
 * - GET /api/Public/ContentPage?shortname&language&pageName and GET /api/Public/ContentPages?...: ours
 *   (the spec names the content page route, not its call).
 * - POST /api/Mail/SendContactForm?eventid: ours (section 7: "the contact form posts an e-mail of the
 *   same shape through a contact-form action; path not shown"); 200 means sent.
 * Reply shapes: src/contracts (content.ts; MailAddress in mail.ts).
 */
import type { ContentPage, ContentPageSlice, DashboardModule, MailAddress } from '../contracts';
import type { Http } from './http';

export interface ContactMail {
  FromAddresses: MailAddress[];
  Subject: string;
  Content: string;
}

export function getEventDashboard(http: Http, eventId: number, language: string, signal?: AbortSignal) {
  return http.get<DashboardModule[]>('/api/Modules/EventDashboard', { eventid: eventId, language }, signal);
}

export function getContentPage(http: Http, ref: { event: string; language: string }, pageName: string, signal?: AbortSignal) {
  return http.get<ContentPage>('/api/Public/ContentPage', { shortname: ref.event, language: ref.language, pageName }, signal);
}

export function getContentPages(
  http: Http,
  ref: { event: string; language: string },
  slice: { list: string | null; skip: number; take: number },
  signal?: AbortSignal,
) {
  return http.get<ContentPageSlice>(
    '/api/Public/ContentPages',
    { shortname: ref.event, language: ref.language, list: slice.list ?? undefined, skip: slice.skip, take: slice.take },
    signal,
  );
}

export function sendContactForm(http: Http, eventId: number, mail: ContactMail) {
  return http.post<{ sent: true }>('/api/Mail/SendContactForm', mail, { eventid: eventId });
}
