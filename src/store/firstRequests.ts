/**
 * The first data requests of an element, started by the autoloader (elements/index.ts) the moment it finds the
 * element's tag, in parallel with the element's code instead of after it: the element's Http takes each pending
 * response instead of asking again (api/prefetch.ts, registry.ts takePrefetchedResponse).
 *
 * Every event element first reads the event's details and its texts, configuration and theme (store/loadEvent.ts);
 * <vmx-programme> opening on the sessions also asks for their first rows (areas/programme/useProgramme.ts,
 * useOpeningReads), and every <vmx-programme> for the programme's data once the details have given the event's id.
 * The attributes on the tag are all the URLs need. This runs in dist/vmx.js, which every element downloads, so it
 * imports none of the element's code: the paths and names below are copies, and
 * firstRequests.test.ts and areas/programme/firstRequests.test.ts hold each against its original.
 *
 * Nothing is prefetched for a signed-in visitor (their requests carry their token), for <vmx-app> (it finds its
 * event from the address) or for attributes the element would read otherwise (missing ones, a language not
 * written the way the element's store writes it): a response nobody takes would be a request wasted.
 */
import { apiUrl, prefetchAfter, prefetchJson } from '../api/prefetch';

/** loadEvent.ts: the event's details and the resource sets (contracts RESOURCE_SETS texts, config, theme). */
export const EVENT_DETAILS_PATH = '/api/Public/EventDetails';
export const RESOURCES_PATH = '/api/modules/GetResources';
export const EVENT_RESOURCE_SETS = ['VMXTexts', 'config_json', 'VMXTheme'] as const;
/** The sessions' first rows: contracts PROGRAMME_LIST_PATHS.sessions, areas/programme FIRST_ROWS_TAKE. */
export const FIRST_SESSIONS_PATH = '/api/Modules/PAGSessionsV2';
export const FIRST_SESSIONS_TAKE = 12;
/** The programme's data (its days, rooms, types, topics), asked for by the event's id: api/programme.ts getProgrammeData. */
export const PROGRAMME_DATA_PATH = '/api/Modules/PAGData';
/** The programme's views that open on something else than the sessions (areas/programme/ProgrammeElement.tsx OPENING_LISTS). */
export const VIEWS_NOT_ON_SESSIONS = ['presentations', 'faculty', 'abstracts', 'posters'];
/** A language as core/language.ts normaliseLanguage writes it (en, en-GB, es-419). */
const NORMALISED_LANGUAGE = /^[a-z]{2,3}(-([A-Z]{2}|\d{3}))?$/;

/** Whether instance has a stored session that is still valid (session.ts: its key and validUntil). */
export function signedIn(instance: string, storage: Pick<Storage, 'getItem'> | null, now: number): boolean {
  try {
    const { validUntil } = JSON.parse(storage?.getItem(`vmx.${instance.toLowerCase()}.session`) ?? 'null') as { validUntil?: unknown };
    return typeof validUntil === 'number' && validUntil > now;
  } catch {
    // None (null has no fields) or unreadable: the element reads no session either.
    return false;
  }
}

/** The URLs of the GETs the element on this tag will make first, or none (see above). */
export function firstRequestUrls(element: Element, storage: Pick<Storage, 'getItem'> | null, now: number): string[] {
  const [instance, event, language, apiBase] = ['instance', 'event', 'language', 'api-base'].map(
    (name) => element.getAttribute(name) ?? '',
  ) as [string, string, string, string];
  if (
    element.localName === 'vmx-app' ||
    ![instance, event, apiBase].every((value) => value.trim()) ||
    !NORMALISED_LANGUAGE.test(language)
  ) {
    return [];
  }
  if (signedIn(instance, storage, now)) return [];
  const urls = [
    apiUrl(apiBase, EVENT_DETAILS_PATH, { shortname: event, language }),
    ...EVENT_RESOURCE_SETS.map((setname) => apiUrl(apiBase, RESOURCES_PATH, { eventshort: event, setname, language })),
  ];
  const view = (element.getAttribute('view') ?? '').trim().toLowerCase();
  if (element.localName === 'vmx-programme' && !VIEWS_NOT_ON_SESSIONS.includes(view)) {
    urls.push(apiUrl(apiBase, FIRST_SESSIONS_PATH, { shortname: event, language, take: FIRST_SESSIONS_TAKE }));
  }
  return urls;
}

/** Starts the first requests of the element on this tag (a repeated URL is asked for once). */
export function prefetchFirstRequests(element: Element): void {
  let storage: Storage | null = null;
  try {
    storage = localStorage;
  } catch {
    // Refused (privacy settings, a sandboxed frame): the element finds no session either.
  }
  const urls = firstRequestUrls(element, storage, Date.now());
  for (const url of urls) prefetchJson(url);
  // The programme's data needs the event's id, which the event's details answer: asked for the moment they come.
  if (element.localName === 'vmx-programme' && urls[0]) {
    prefetchAfter(urls[0], (details) => programmeDataUrl(element, details));
  }
}

/** The URL of the programme's data for the event whose details are given (null: they have no id). */
export function programmeDataUrl(element: Element, details: unknown): string | null {
  const id = (details as { Id?: unknown } | null)?.Id;
  if (typeof id !== 'number') return null;
  return apiUrl(element.getAttribute('api-base') ?? '', PROGRAMME_DATA_PATH, {
    eventid: id,
    language: element.getAttribute('language') ?? '',
  });
}
