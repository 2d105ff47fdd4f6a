/**
 * Typed calls of the exhibitors area (docs/rules/content-areas.md section 7, "Exhibitors and symposia"). Paths and
 * casing as the spec writes them (its "Exhibitior" spelling included). Reply shapes: src/contracts. The logo
 * grid's public list is in api/partners.ts.
 *
 * Ours where the spec is silent: SymposiumLead (the symposia leads dialog names no call) and the booth
 * guru's message, which goes through SendCustomMail with mailType ContactExhibitor.
 */
import type { Http } from './http';
import type {
  ChatModel,
  CompanyAccount,
  CompanyBooth,
  CompanyProfile,
  CompanyViewCount,
  CustomMail,
  ExhibitorLounge,
  ExhibitorMeeting,
  ExhibitorPresentation,
  ExhibitorProduct,
  ExhibitorWebcast,
  ProductRatingResult,
  SymposiumSession,
} from '../contracts';

/** Section 7: the lounge is always asked for in German. */
export const EXHIBITOR_LOUNGE_LANGUAGE = 'de-DE';

type Path = readonly (string | number)[];
const path = (...parts: Path) => parts.map((part, index) => (index === 0 ? String(part) : encodeURIComponent(String(part)))).join('/');

/** The exhibitor list: CompanyAccounts, or its second version CompanyAccountsV2 (the same query) when config_json useCompanyAccountsV2 says so. */
export function getCompanyAccounts(
  http: Http,
  eventId: number,
  language: string,
  signal?: AbortSignal,
  call: 'CompanyAccounts' | 'CompanyAccountsV2' = 'CompanyAccounts',
) {
  return http.get<CompanyAccount[]>(`/api/exhibition/${call}`, { eventid: eventId, language }, signal);
}

export function getCompanyProfile(http: Http, eventId: number, language: string, companyAccountId: string, signal?: AbortSignal) {
  return http.get<CompanyProfile>(path('/api/exhibition/CompanyAccount', eventId, language, companyAccountId), undefined, signal);
}

export function getCompanyBooth(http: Http, eventId: number, language: string, companyAccountId: string, signal?: AbortSignal) {
  return http.get<CompanyBooth>(path('/api/Exhibition/CompanyAccountVMXBooth', eventId, language), { id: companyAccountId }, signal);
}

export function getChatModel(http: Http, eventId: number, companyAccountId: string, signal?: AbortSignal) {
  return http.get<ChatModel>('/api/exhibition/getChatModel', { eventid: eventId, id: companyAccountId }, signal);
}

export function saveChatModel(http: Http, eventId: number, companyAccountId: string, restoreId: string) {
  return http.post<ChatModel>('/api/exhibition/saveChatModel', undefined, { eventid: eventId, id: companyAccountId, restoreId });
}

/** Where a distribution file opens: the server checks it and redirects (a link, never fetched here). */
export function distributionFileUrl(http: Http, distributionUrl: string): string {
  return http.url('/api/Exhibition/GetDistributionFile', { distributionUrl });
}

export function getCompanyProducts(http: Http, eventId: number, language: string, companyAccountId: string, signal?: AbortSignal) {
  return http.get<ExhibitorProduct[]>(path('/api/exhibition/ExhibitiorProducts', eventId, language, companyAccountId), undefined, signal);
}

export function getEventProducts(http: Http, eventId: number, language: string, signal?: AbortSignal) {
  return http.get<ExhibitorProduct[]>(path('/api/exhibition/ExhibitiorProductsForEvent', eventId, language), undefined, signal);
}

export function getCompanyMeetings(http: Http, eventId: number, language: string, companyAccountId: string, signal?: AbortSignal) {
  return http.get<ExhibitorMeeting[]>(path('/api/exhibition/ExhibitiorMeetings', eventId, language, companyAccountId), undefined, signal);
}

export function getEventMeetings(http: Http, eventId: number, language: string, signal?: AbortSignal) {
  return http.get<ExhibitorMeeting[]>(path('/api/exhibition/ExhibitiorMeetingsForEvent', eventId, language), undefined, signal);
}

/** A company's symposia; onlypublic defaults to true on the server (section 7). */
export function getCompanySymposia(
  http: Http,
  eventId: number,
  language: string,
  companyAccountId: string,
  onlyPublic = true,
  signal?: AbortSignal,
) {
  return http.get<SymposiumSession[]>(
    path('/api/exhibition/ExhibitiorSymposia', eventId, language, companyAccountId),
    { onlypublic: onlyPublic },
    signal,
  );
}

export function getSymposia(http: Http, eventId: number, language: string, signal?: AbortSignal) {
  return http.get<SymposiumSession[]>(path('/api/exhibition/Symposia', eventId, language), undefined, signal);
}

export function getCompanyWebcasts(http: Http, eventId: number, language: string, companyAccountId: string, signal?: AbortSignal) {
  return http.get<ExhibitorWebcast[]>('/api/Exhibition/ExhibitiorWebcasts', { eventid: eventId, language, id: companyAccountId }, signal);
}

export function getCompanyPresentations(http: Http, eventId: number, language: string, companyAccountId: string, signal?: AbortSignal) {
  return http.get<ExhibitorPresentation[]>(
    '/api/Exhibition/ExhibitiorPresentations',
    { eventid: eventId, language, id: companyAccountId },
    signal,
  );
}

export function createProductRating(http: Http, eventId: number, productId: number, rating: number) {
  return http.post<ProductRatingResult>('/api/exhibition/CreateProductRating', undefined, {
    eventid: eventId,
    pExhibitorProductId: productId,
    pRatingValue: rating,
  });
}

/** The path's language is always de-DE (section 7); ours: the page's language as ?language, which the server answers in. */
export function getExhibitorLounge(http: Http, eventId: number, companyAccountId: string, language: string, signal?: AbortSignal) {
  return http.get<ExhibitorLounge>(
    path('/api/Exhibition/ExhibitorLounge', eventId, EXHIBITOR_LOUNGE_LANGUAGE),
    { id: companyAccountId, language },
    signal,
  );
}

export function setCompanyViewCount(http: Http, eventId: number, companyAccountId: string) {
  return http.get<CompanyViewCount>(path('/api/Exhibition/SetCompanyAccountViewCount', eventId), { id: companyAccountId });
}

/** Ours: the symposia leads dialog (information, or a call back to a phone number). */
export function sendSymposiumLead(
  http: Http,
  eventId: number,
  sessionId: number,
  lead: { Kind: 'info' | 'callback'; Phone?: string; Message?: string },
) {
  return http.post<{ Ok: boolean }>('/api/exhibition/SymposiumLead', lead, { eventid: eventId, sessionid: sessionId });
}

/** The booth guru dialog: a message to the company's contact address, from the signed-in user. */
export function sendExhibitorMessage(http: Http, eventId: number, companyAccountId: string, mail: CustomMail) {
  return http.post<boolean>('/api/Mail/SendCustomMail', mail, {
    eventid: eventId,
    mailType: 'ContactExhibitor',
    companyaccountid: companyAccountId,
  });
}
