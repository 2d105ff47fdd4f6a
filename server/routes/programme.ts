/**
 * The programme (docs/rules/content-areas.md section 7, "Programme"): the PAG* lists of an event, its metadata
 * (PAGData), and the highlighted and selected sessions. Reply shapes: src/contracts/programme.ts.
 *
 * The lists are large (at --scale large some megabytes), read often and change only with the seed, so
 * each is built once per event, language and programme version, and kept in memory serialised, with a strong
 * ETag and each encoding made once (http/encodedAnswer.ts): a request costs two small queries and a write, and
 * never compresses anything. PAGData, which every programme page reads at its start, is kept the same way. The
 * version (programme_versions) changes whenever the programme is rewritten, which drops the old entry.
 * The other replies are compressed for all routes (http/compression.ts).
 *
 * Access (docs/rules/shell-access-identity.md section 6, decided for the bearer user by server/access/caller.ts): a
 * caller's view of the programme leaves out the private symposia (symposia.is_public 0) of companies they
 * are not staff of, and withholds the content of sessions a Session policy denies them: such a session
 * stays in the timetable (name, time, room, type, chairs, company, topics) without its presentations, and
 * its presentations and their abstracts are left out of the other lists (the session page shows a denied
 * session's name and time only). Each view is serialised once per programme version like the whole list
 * (the anonymous view is warmed with it); a reply that depends on the caller says so (Vary: Authorization,
 * private for a signed-in caller).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import {
  PROGRAMME_LIST_PATHS,
  type ProgrammeAbstract,
  type ProgrammeAuthor,
  type ProgrammeData,
  type ProgrammeDay,
  type ProgrammeGroup,
  type ProgrammeListName,
  type ProgrammePresentation,
  type ProgrammeRoom,
  type ProgrammeSession,
  type ProgrammeSessionType,
} from '../../src/contracts';
import { DEFAULT_PROGRAM_GRADE } from '../../src/core/programme/highlighted';
import { anonymousAccess, callerAccess, markPerCaller, type CallerAccess } from '../access/caller';
import { eventLanguage, requireEvent, type EventRow } from '../db/events';
import type {
  Database,
  ProgrammeAbstractAuthorTable,
  ProgrammeAbstractTable,
  ProgrammeAuthorTable,
  ProgrammeSessionChairTable,
} from '../db/schema';
import { caseVariants } from '../http/caseVariants';
import { languageCode, numericId, text } from '../http/params';
import { parseBody, parseQuery } from '../http/validation';
import type { Identity } from '../identity/service';
import { apiDocs } from '../http/apiDocs';
import { encodedAnswer, sendEncodedAnswer, type EncodedAnswer } from '../http/encodedAnswer';
import { posterFilePath } from '../media/poster';

/** docs/rules/content-areas.md section 9: highlighted sessions default to this programGrade (named once, in core). */
export const HIGHLIGHTED_SESSIONS_DEFAULT_GRADE = DEFAULT_PROGRAM_GRADE;
/** Ours: the most session ids one SelectedSessions request may ask for (a whole large programme). */
export const SELECTED_SESSIONS_MAX_IDS = 10_000;

/**
 * Ours: the most restricted views of one event's programme in one language kept serialised (each distinct
 * set of left-out and withheld sessions is one); a view past these is built for its request alone.
 */
export const PROGRAMME_VIEWS_MAX = 16;

/** Ours: the most entries a first-rows request (take) may ask for. */
export const PROGRAMME_LIST_MAX_TAKE = 200;
/**
 * take (ours, not in the spec): only the first entries of the list, in its order. A page shows its first
 * rows from them while the whole list (megabytes at a large congress) is still on its way; shortname (ours)
 * may stand for eventid, so that they can be asked for before the event's id is known.
 */
const ListQuery = z
  .object({
    eventid: numericId().optional(),
    // Ours: the event by its short name too, so that first rows need not wait for the event's id.
    shortname: text().optional(),
    language: languageCode().optional(),
    take: z.coerce.number().int().min(1).max(PROGRAMME_LIST_MAX_TAKE).optional(),
  })
  .refine((query) => query.eventid !== undefined || query.shortname !== undefined, {
    path: ['eventid'],
    message: 'Required (eventid or shortname)',
  });
const HighlightedSessionsQuery = z.object({
  shortname: text(),
  language: languageCode().optional(),
  programGrade: text().max(50).optional(),
});
const SelectedSessionsQuery = z.object({ shortname: text(), language: languageCode().optional() });
// Favourites are kept as strings (section 9), so an id may come as a number or as its digits.
const SelectedSessionsBody = z
  .array(
    z.union([
      z.number().int().nonnegative(),
      z
        .string()
        .trim()
        .regex(/^\d{1,9}$/, 'must be a session id')
        .transform(Number),
    ]),
  )
  .max(SELECTED_SESSIONS_MAX_IDS, `must hold at most ${SELECTED_SESSIONS_MAX_IDS} ids`);
const HighlightedPresentationQuery = z
  .object({ shortname: text().optional(), eventid: numericId().optional(), language: languageCode().optional() })
  .refine((query) => query.shortname !== undefined || query.eventid !== undefined, {
    path: ['shortname'],
    message: 'Required (shortname or eventid)',
  });

/**
 * An event's programme in one language. Authors and abstracts (the biggest tables, which the session
 * lists do not need) are read only when first asked for, so the session list comes first and fast.
 */
interface Programme {
  version: string;
  sessions: ProgrammeSession[];
  presentations: ProgrammePresentation[];
  rooms: ProgrammeRoom[];
  data: ProgrammeData;
  people: () => Promise<People>;
  sessionById: ReadonlyMap<number, ProgrammeSession>;
  /** The private symposia: session id to the company whose staff may see it. */
  privateSymposia: ReadonlyMap<number, string>;
  /** The session each abstract is presented in (through its presentation). */
  abstractSession: ReadonlyMap<number, number>;
  /** The cancelled sessions (still in the programme, marked; the programme export says so). */
  cancelled: ReadonlySet<number>;
}

/** What of the programme a caller may not have; key '' when nothing (the whole programme). */
export interface ProgrammeView {
  key: string;
  /** Sessions left out altogether (private symposia). */
  hidden: ReadonlySet<number>;
  /** Sessions whose content (presentations, abstracts) is withheld. */
  withheld: ReadonlySet<number>;
}

export const WHOLE_PROGRAMME: ProgrammeView = { key: '', hidden: new Set(), withheld: new Set() };

interface People {
  authors: ProgrammeAuthor[];
  abstracts: ProgrammeAbstract[];
}

interface CacheEntry {
  version: string;
  programme: Promise<Programme>;
  /** By `${list}:${take}` (take '' for the whole list) and the view's key; PAGData by 'data' and the view's key. */
  lists: Map<string, Promise<EncodedAnswer>>;
  /** The keys of the restricted views kept in lists (at most PROGRAMME_VIEWS_MAX). */
  views: Set<string>;
}

/**
 * The built programmes, by event and language, kept while the event's programme version holds. One per
 * app: the programme's routes serve from it, and the exhibition's symposia are its sessions.
 */
export interface ProgrammeCache {
  // Function properties, not methods: they are closures over the cache, safe to destructure.
  /** The event's programme in a language; null when it has none. */
  programmeOf: (event: EventRow, language: string) => Promise<{ entry: CacheEntry; programme: Programme } | null>;
  /** One list of the event's programme as a view shows it, encoded; null when there is no programme. */
  serialisedList: (
    event: EventRow,
    language: string,
    list: ProgrammeListName | 'data',
    take?: number,
    view?: ProgrammeView,
  ) => Promise<EncodedAnswer | null>;
  /** serialisedList of a programme programmeOf has given (without reading its version again). */
  answerOf: (
    found: { entry: CacheEntry; programme: Programme },
    list: ProgrammeListName | 'data',
    take: number | undefined,
    view: ProgrammeView,
  ) => Promise<EncodedAnswer>;
}

export function createProgrammeCache(db: Kysely<Database>): ProgrammeCache {
  const cache = new Map<string, CacheEntry>();

  /** The event's programme in a language, from the cache while its version holds; null when it has none. */
  async function programmeOf(event: EventRow, language: string): Promise<{ entry: CacheEntry; programme: Programme } | null> {
    const row = await db.selectFrom('programme_versions').select('version').where('event_id', '=', event.id).executeTakeFirst();
    if (!row) return null;
    const key = `${event.id}|${language}`;
    let entry = cache.get(key);
    if (!entry || entry.version !== row.version) {
      entry = { version: row.version, programme: buildProgramme(db, event, language, row.version), lists: new Map(), views: new Set() };
      cache.set(key, entry);
      // A failed build is not kept: the next request tries again.
      entry.programme.catch(() => cache.get(key) === entry && cache.delete(key));
    }
    return { entry, programme: await entry.programme };
  }

  /** One list of the event's programme as the view shows it, serialised (from the cache when it holds); null when there is no programme. */
  async function serialisedList(
    event: EventRow,
    language: string,
    list: ProgrammeListName | 'data',
    take?: number,
    view: ProgrammeView = WHOLE_PROGRAMME,
  ): Promise<EncodedAnswer | null> {
    const found = await programmeOf(event, language);
    return found && answerOf(found, list, take, view);
  }

  /** serialisedList of a programme already read (a request reads its version once). */
  function answerOf(
    { entry, programme }: { entry: CacheEntry; programme: Programme },
    list: ProgrammeListName | 'data',
    take: number | undefined,
    view: ProgrammeView,
  ): Promise<EncodedAnswer> {
    const key = `${list}:${take ?? ''}|${view.key}`;
    let serialised = entry.lists.get(key);
    if (!serialised) {
      serialised =
        list === 'data'
          ? Promise.resolve(encodedAnswer(viewData(programme, view)))
          : viewList(programme, list, view).then((items) => encodedAnswer(take === undefined ? items : items.slice(0, take)));
      // Past PROGRAMME_VIEWS_MAX restricted views, a further one is not kept.
      if (view.key !== '' && !entry.views.has(view.key) && entry.views.size >= PROGRAMME_VIEWS_MAX) return serialised;
      if (view.key !== '') entry.views.add(view.key);
      entry.lists.set(key, serialised);
      serialised.catch(() => entry.lists.get(key) === serialised && entry.lists.delete(key));
    }
    return serialised;
  }

  return { programmeOf, serialisedList, answerOf };
}

/**
 * The caller's view of a programme: private symposia of companies they are not staff of are hidden; a
 * session a Session policy denies them (decided with the session's company, for ExhibitorExclusive) has
 * its content withheld. Super users see everything.
 */
export function programmeView(programme: Programme, access: CallerAccess): ProgrammeView {
  const hidden = new Set<number>();
  for (const [sessionId, companyAccountId] of programme.privateSymposia) if (!access.staffOf(companyAccountId)) hidden.add(sessionId);
  const withheld = new Set<number>();
  for (const identifier of access.identifiers('Session')) {
    // The client asks with String(session.Id); a policy for anything else names no session of the programme.
    const session = /^\d{1,9}$/.test(identifier.trim()) ? programme.sessionById.get(Number(identifier.trim())) : undefined;
    if (!session || hidden.has(session.Id) || String(session.Id) !== identifier.trim()) continue;
    if (!access.decide('Session', String(session.Id), { companyAccountId: session.CompanyAccountId }).allowed) withheld.add(session.Id);
  }
  if (hidden.size === 0 && withheld.size === 0) return WHOLE_PROGRAMME;
  const ids = (set: ReadonlySet<number>) => [...set].sort((a, b) => a - b).join(',');
  return { key: `h${ids(hidden)}w${ids(withheld)}`, hidden, withheld };
}

/** The programme's sessions as a view shows them (the exhibition's symposia read these). */
export function viewSessions(sessions: readonly ProgrammeSession[], view: ProgrammeView): ProgrammeSession[] {
  if (view.key === '') return [...sessions];
  return sessions
    .filter((session) => !view.hidden.has(session.Id))
    .map((session) => (view.withheld.has(session.Id) ? { ...session, Presentations: [] } : session));
}

/** Whether a session's content is out of a view (the session hidden or its content withheld). */
const contentOut = (view: ProgrammeView, sessionId: number | null) =>
  sessionId !== null && (view.hidden.has(sessionId) || view.withheld.has(sessionId));

/** One list as a view shows it. */
async function viewList(programme: Programme, list: ProgrammeListName, view: ProgrammeView): Promise<unknown[]> {
  if (view.key === '') return PICK[list](programme);
  switch (list) {
    case 'sessions':
      return viewSessions(programme.sessions, view);
    case 'presentations':
      return programme.presentations.filter((presentation) => !contentOut(view, presentation.SessionId));
    case 'rooms':
      return programme.rooms;
    case 'abstracts':
      return (await programme.people()).abstracts.filter((abstract) => !contentOut(view, abstract.SessionId));
    case 'authors':
    case 'authorsHighlighted': {
      const presentationsOut = new Set(
        programme.presentations.filter((presentation) => contentOut(view, presentation.SessionId)).map((presentation) => presentation.Id),
      );
      const abstractsOut = new Set(
        [...programme.abstractSession].filter(([, sessionId]) => contentOut(view, sessionId)).map(([abstractId]) => abstractId),
      );
      const authors = (await PICK[list](programme)) as ProgrammeAuthor[];
      return authors.map((author) => {
        const chairs = author.ChairSessionIds.filter((id) => !view.hidden.has(id));
        const presentations = author.PresentationIds.filter((id) => !presentationsOut.has(id));
        const abstracts = author.AbstractIds.filter((id) => !abstractsOut.has(id));
        const same =
          chairs.length === author.ChairSessionIds.length &&
          presentations.length === author.PresentationIds.length &&
          abstracts.length === author.AbstractIds.length;
        return same ? author : { ...author, ChairSessionIds: chairs, PresentationIds: presentations, AbstractIds: abstracts };
      });
    }
  }
}

/** A programme's lists as one view shows them (the same lists the PAG routes serve it). */
export interface ViewedProgramme {
  sessions: ProgrammeSession[];
  presentations: ProgrammePresentation[];
  authors: ProgrammeAuthor[];
  abstracts: ProgrammeAbstract[];
  rooms: ProgrammeRoom[];
  cancelled: ReadonlySet<number>;
}

/** The programme as a view shows it, every list at once (the programme export, routes/programmeExport.ts, reads it). */
export async function viewedProgramme(programme: Programme, view: ProgrammeView): Promise<ViewedProgramme> {
  const [sessions, presentations, authors, abstracts] = await Promise.all([
    viewList(programme, 'sessions', view),
    viewList(programme, 'presentations', view),
    viewList(programme, 'authors', view),
    viewList(programme, 'abstracts', view),
  ]);
  return {
    sessions: sessions as ProgrammeSession[],
    presentations: presentations as ProgrammePresentation[],
    authors: authors as ProgrammeAuthor[],
    abstracts: abstracts as ProgrammeAbstract[],
    rooms: programme.rooms,
    cancelled: programme.cancelled,
  };
}

/** PAGData as a view shows it: the hidden sessions and the withheld presentations and abstracts are not counted. */
function viewData(programme: Programme, view: ProgrammeView): ProgrammeData {
  const { data } = programme;
  if (view.key === '') return data;
  const sessions = programme.sessions.filter((session) => !view.hidden.has(session.Id));
  const presentationsOut = programme.presentations.filter((presentation) => contentOut(view, presentation.SessionId)).length;
  const abstractsOut = [...programme.abstractSession.values()].filter((sessionId) => contentOut(view, sessionId)).length;
  return {
    ...data,
    Days: view.hidden.size === 0 ? data.Days : programmeDays(sessions, data.TimeZone),
    ProgramGrades: [...new Set(sessions.map((session) => session.ProgramGrade))].sort(compare),
    SessionsCount: sessions.length,
    PresentationsCount: data.PresentationsCount - presentationsOut,
    AbstractsCount: data.AbstractsCount - abstractsOut,
  };
}

export interface ProgrammeRouteOptions {
  db: Kysely<Database>;
  identity: Identity;
  now?: () => number;
  /** Build the session and presentation lists of every event when the app gets ready (main.ts; not in tests). */
  warm?: boolean;
  /** The app's programme cache (made here when not given). */
  cache?: ProgrammeCache;
}

const docs = apiDocs('Programme');

export const programmeRoutes: FastifyPluginAsync<ProgrammeRouteOptions> = async (
  app,
  { db, identity, now = Date.now, warm = false, cache = createProgrammeCache(db) },
) => {
  const { programmeOf, serialisedList, answerOf } = cache;

  /** The event's programme in the language and the caller's view of it; null when there is no programme. */
  async function callerProgramme(request: FastifyRequest, reply: FastifyReply, event: EventRow, language: string) {
    const [found, access] = await Promise.all([
      programmeOf(event, language),
      callerAccess({ db, identity }, request, reply, event, language),
    ]);
    markPerCaller(reply, access);
    return found && { found, programme: found.programme, view: programmeView(found.programme, access), access };
  }

  async function sendList(request: FastifyRequest, reply: FastifyReply, list: ProgrammeListName) {
    const query = parseQuery(ListQuery, request);
    const event = await requireEvent(db, query.eventid !== undefined ? { id: query.eventid } : { short: query.shortname });
    const language = eventLanguage(event, query.language);
    const found = await callerProgramme(request, reply, event, language);
    if (!found) return [];
    const serialised = await answerOf(found.found, list, query.take, found.view);
    // Clients revalidate every time (no-cache) and get a 304 while their view of the programme is unchanged;
    // a signed-in caller's view is kept by their browser alone.
    return sendEncodedAnswer(request, reply, serialised, found.access.user ? 'private, no-cache' : 'no-cache');
  }

  const listSummaries: Record<ProgrammeListName, string> = {
    sessions: "The programme's sessions, as the caller may see them",
    presentations: "The programme's presentations, as the caller may see them",
    authors: "The programme's authors and speakers",
    authorsHighlighted: 'The highlighted authors and speakers',
    rooms: "The programme's rooms",
    abstracts: "The programme's abstracts, as the caller may see them",
  };
  for (const [list, path] of Object.entries(PROGRAMME_LIST_PATHS) as [ProgrammeListName, string][]) {
    const options = docs(listSummaries[list], { querystring: ListQuery });
    for (const url of caseVariants(path)) app.get(url, options, (request, reply) => sendList(request, reply, list));
  }

  if (warm) {
    app.addHook('onReady', async () => {
      const events = await db
        .selectFrom('events')
        .innerJoin('programme_versions', 'programme_versions.event_id', 'events.id')
        .selectAll('events')
        .execute();
      for (const event of events) {
        const found = await programmeOf(event, event.default_language);
        if (!found) continue;
        // The whole programme and the anonymous visitor's view of it (the most asked for).
        const anonymous = programmeView(found.programme, await anonymousAccess({ db, identity }, event));
        for (const view of new Set([WHOLE_PROGRAMME, anonymous])) {
          for (const list of ['sessions', 'presentations'] as const) {
            // With both encodings: the first visitors of the morning find them made.
            const answer = await serialisedList(event, event.default_language, list, undefined, view);
            await Promise.all([answer?.encoded('gzip'), answer?.encoded('br')]);
          }
        }
      }
    });
  }

  for (const url of caseVariants('/api/Modules/PAGData')) {
    app.get(
      url,
      docs("The programme's metadata: version, time zone, days, rooms, session types, groups, counts", { querystring: ListQuery }),
      async (request, reply) => {
        const query = parseQuery(ListQuery, request);
        const event = await requireEvent(db, { id: query.eventid });
        const language = eventLanguage(event, query.language);
        const found = await callerProgramme(request, reply, event, language);
        // Made once per programme version and view, like the lists: every programme page reads it at its start.
        if (!found) return reply.type('application/json; charset=utf-8').send('null');
        const answer = await answerOf(found.found, 'data', undefined, found.view);
        return sendEncodedAnswer(request, reply, answer, found.access.user ? 'private, no-cache' : 'no-cache');
      },
    );
  }

  for (const url of caseVariants('/api/Public/HighlightedSessions')) {
    app.get(
      url,
      docs('The highlighted sessions of a programme grade', { querystring: HighlightedSessionsQuery }),
      async (request, reply): Promise<ProgrammeSession[]> => {
        const query = parseQuery(HighlightedSessionsQuery, request);
        const event = await requireEvent(db, { short: query.shortname });
        const found = await callerProgramme(request, reply, event, eventLanguage(event, query.language));
        const grade = (query.programGrade ?? HIGHLIGHTED_SESSIONS_DEFAULT_GRADE).toLowerCase();
        return found
          ? viewSessions(found.programme.sessions, found.view).filter(
              (session) => session.Highlighted && session.ProgramGrade.toLowerCase() === grade,
            )
          : [];
      },
    );
  }

  /** The sessions with the given ids, in programme order; ids the programme does not have are left out. */
  for (const url of caseVariants('/api/Public/SelectedSessions')) {
    app.post(
      url,
      docs('The sessions with the given ids, in programme order', { querystring: SelectedSessionsQuery, body: SelectedSessionsBody }),
      async (request, reply): Promise<ProgrammeSession[]> => {
        const query = parseQuery(SelectedSessionsQuery, request);
        const ids = new Set(parseBody(SelectedSessionsBody, request));
        const event = await requireEvent(db, { short: query.shortname });
        const found = await callerProgramme(request, reply, event, eventLanguage(event, query.language));
        return found ? viewSessions(found.programme.sessions, found.view).filter((session) => ids.has(session.Id)) : [];
      },
    );
  }

  /** The highlighted presentation running now, else the next one, else (after the congress) the last; null when none. */
  for (const url of caseVariants('/api/Public/HighlightedPresentation')) {
    app.get(
      url,
      docs('The highlighted presentation running now, else the next, else the last', { querystring: HighlightedPresentationQuery }),
      async (request, reply) => {
        const query = parseQuery(HighlightedPresentationQuery, request);
        const event = await requireEvent(db, { short: query.shortname, id: query.eventid });
        const found = await callerProgramme(request, reply, event, eventLanguage(event, query.language));
        const highlighted = found
          ? found.programme.presentations.filter(
              (presentation) => presentation.Highlighted && !contentOut(found.view, presentation.SessionId),
            )
          : [];
        const at = new Date(now()).toISOString();
        const chosen = highlighted.find((presentation) => presentation.EndDateTime > at) ?? highlighted.at(-1) ?? null;
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(chosen));
      },
    );
  }
};

const PICK: Record<ProgrammeListName, (programme: Programme) => Promise<unknown[]>> = {
  sessions: async (programme) => programme.sessions,
  presentations: async (programme) => programme.presentations,
  authors: async (programme) => (await programme.people()).authors,
  authorsHighlighted: async (programme) => (await programme.people()).authors.filter((author) => author.Highlighted),
  rooms: async (programme) => programme.rooms,
  abstracts: async (programme) => (await programme.people()).abstracts,
};

const collator = new Intl.Collator('en', { sensitivity: 'base' });

/** Reads the event's whole programme and shapes every list of it. */
async function buildProgramme(db: Kysely<Database>, event: EventRow, language: string, version: string): Promise<Programme> {
  const eventId = event.id;
  /** Names per language fall back to the event's default language. */
  const withFallback = async <T>(read: (lang: string) => Promise<T[]>): Promise<T[]> => {
    const rows = await read(language);
    return rows.length > 0 || language === event.default_language ? rows : read(event.default_language);
  };
  const [roomRows, typeRows, groupRows, authorRows, sessionRows, sessionGroupRows, chairRows, presentationRows, counts, privateRows] =
    await Promise.all([
      db.selectFrom('programme_rooms').selectAll().where('event_id', '=', eventId).orderBy('position').orderBy('id').execute(),
      withFallback((lang) =>
        db.selectFrom('programme_session_types').selectAll().where('event_id', '=', eventId).where('language', '=', lang).execute(),
      ),
      withFallback((lang) =>
        db.selectFrom('programme_groups').selectAll().where('event_id', '=', eventId).where('language', '=', lang).execute(),
      ),
      db.selectFrom('programme_authors').selectAll().where('event_id', '=', eventId).execute(),
      db
        .selectFrom('programme_sessions as s')
        .leftJoin('company_accounts as c', (join) =>
          join.onRef('c.event_id', '=', 's.event_id').onRef('c.company_account_id', '=', 's.company_account_id'),
        )
        .selectAll('s')
        .select(['c.name as company_name', 'c.sponsor_type as company_sponsor_type'])
        .where('s.event_id', '=', eventId)
        .execute(),
      db
        .selectFrom('programme_session_groups')
        .selectAll()
        .where('event_id', '=', eventId)
        .orderBy('session_id')
        .orderBy('group_id')
        .execute(),
      db
        .selectFrom('programme_session_chairs')
        .selectAll()
        .where('event_id', '=', eventId)
        .orderBy('session_id')
        .orderBy('position')
        .execute(),
      db
        .selectFrom('programme_presentations')
        .selectAll()
        .where('event_id', '=', eventId)
        .orderBy('session_id')
        .orderBy('position')
        .execute(),
      db
        .selectFrom('programme_abstracts')
        .select((eb) => eb.fn.countAll<number>().as('abstracts'))
        .where('event_id', '=', eventId)
        .executeTakeFirstOrThrow(),
      db.selectFrom('symposia').select('session_id').where('event_id', '=', eventId).where('is_public', '=', 0).execute(),
    ]);

  const rooms: ProgrammeRoom[] = roomRows.map((row) => ({ Id: row.id, Name: row.name, Sort: row.position }));
  const roomById = new Map(rooms.map((room) => [room.Id, room]));
  const sessionTypes: ProgrammeSessionType[] = typeRows
    .sort((a, b) => a.id - b.id)
    .map((row) => ({ Id: row.id, Name: row.name, IsPoster: row.is_poster === 1, Color: row.color }));
  const typeById = new Map(sessionTypes.map((type) => [type.Id, type]));
  const groups: ProgrammeGroup[] = groupRows.sort((a, b) => a.id - b.id).map((row) => ({ Id: row.id, Name: row.name }));
  const groupById = new Map(groups.map((group) => [group.Id, group]));
  const authorById = new Map(authorRows.map((row) => [row.id, row]));

  const groupsBySession = multimap(
    sessionGroupRows,
    (row) => row.session_id,
    (row) => groupById.get(row.group_id),
  );
  const chairsBySession = multimap(
    chairRows,
    (row) => row.session_id,
    (row) => authorById.get(row.author_id),
  );
  const presentationsBySession = multimap(
    presentationRows,
    (row) => row.session_id,
    (row) => row,
  );

  // The client's date sort (src/core/programme/sort.ts: start, then end) keeps this order, so first rows
  // (take) are the same rows as the top of the whole list.
  const sessionRowsInOrder = sessionRows.sort(
    (a, b) =>
      compare(a.start_date_time, b.start_date_time) ||
      compare(a.end_date_time, b.end_date_time) ||
      (roomById.get(a.room_id)?.Sort ?? 0) - (roomById.get(b.room_id)?.Sort ?? 0) ||
      a.id - b.id,
  );
  const sessions: ProgrammeSession[] = sessionRowsInOrder.map((row) => {
    const type = typeById.get(row.session_type_id);
    return {
      Id: row.id,
      Code: row.code,
      Name: row.name,
      SessionType: type?.Name ?? '',
      SessionTypeId: row.session_type_id,
      IsPoster: type?.IsPoster ?? false,
      StartDateTime: row.start_date_time,
      EndDateTime: row.end_date_time,
      RoomId: row.room_id,
      RoomName: roomById.get(row.room_id)?.Name ?? '',
      ImageThumbPath: row.image_thumb_path,
      Color: row.color,
      CompanyAccountId: row.company_account_id,
      CompanyAccountName: row.company_name ?? null,
      SponsorType: row.company_sponsor_type ?? null,
      ProgramGrade: row.programme_grade,
      HideOnScheduler: row.hide_on_scheduler === 1,
      Highlighted: row.is_highlighted === 1,
      IsCancelled: row.is_cancelled === 1,
      groups: (groupsBySession.get(row.id) ?? []).filter((group) => group !== undefined),
      Presentations: (presentationsBySession.get(row.id) ?? []).map((presentation) => {
        const speaker = presentation.speaker_id === null ? undefined : authorById.get(presentation.speaker_id);
        return {
          Id: presentation.id,
          Title: presentation.title,
          SpeakerId: speaker?.id ?? null,
          SpeakerFirstname: speaker?.firstname ?? null,
          SpeakerSurname: speaker?.surname ?? null,
          StartDateTime: presentation.start_date_time,
          EndDateTime: presentation.end_date_time,
        };
      }),
      Chairs: (chairsBySession.get(row.id) ?? [])
        .filter((chair) => chair !== undefined)
        .map((chair) => ({ Id: chair.id, Firstname: chair.firstname, Surname: chair.surname })),
    };
  });

  const presentations: ProgrammePresentation[] = [];
  const abstractLocation = new Map<number, { presentationId: number; sessionId: number }>();
  for (const session of sessionRowsInOrder) {
    const room = roomById.get(session.room_id);
    for (const row of presentationsBySession.get(session.id) ?? []) {
      const speaker = row.speaker_id === null ? undefined : authorById.get(row.speaker_id);
      if (row.abstract_id !== null) abstractLocation.set(row.abstract_id, { presentationId: row.id, sessionId: session.id });
      presentations.push({
        Id: row.id,
        SessionId: session.id,
        SessionName: session.name,
        Position: row.position,
        Title: row.title,
        StartDateTime: row.start_date_time,
        EndDateTime: row.end_date_time,
        RoomId: session.room_id,
        RoomName: room?.Name ?? '',
        SpeakerId: speaker?.id ?? null,
        SpeakerTitle: speaker?.title ?? null,
        SpeakerFirstname: speaker?.firstname ?? null,
        SpeakerSurname: speaker?.surname ?? null,
        SpeakerAffiliation: speaker?.affiliation ?? null,
        AbstractId: row.abstract_id,
        IsPoster: row.is_poster === 1,
        PosterNumber: row.poster_number,
        PosterFile: row.is_poster === 1 ? posterFilePath(eventId, row.id) : null,
        Highlighted: row.is_highlighted === 1,
      });
    }
  }

  let people: Promise<People> | undefined;
  const readPeople = async (): Promise<People> => {
    const [abstractRows, abstractAuthorRows] = await Promise.all([
      db.selectFrom('programme_abstracts').selectAll().where('event_id', '=', eventId).execute(),
      db
        .selectFrom('programme_abstract_authors')
        .selectAll()
        .where('event_id', '=', eventId)
        .orderBy('abstract_id')
        .orderBy('position')
        .execute(),
    ]);
    return shapePeople(authorRows, chairRows, presentations, abstractRows, abstractAuthorRows, abstractLocation);
  };

  const sessionById = new Map(sessions.map((session) => [session.Id, session]));
  const privateSymposia = new Map<number, string>();
  for (const { session_id } of privateRows) {
    const company = sessionById.get(session_id)?.CompanyAccountId;
    if (company) privateSymposia.set(session_id, company);
  }

  return {
    version,
    sessions,
    presentations,
    rooms,
    sessionById,
    privateSymposia,
    abstractSession: new Map([...abstractLocation].map(([abstractId, { sessionId }]) => [abstractId, sessionId])),
    cancelled: new Set(sessionRows.filter((row) => row.is_cancelled === 1).map((row) => row.id)),
    people: () => {
      // A failed read is not kept: the next request tries again.
      people ??= readPeople().catch((error: unknown) => {
        people = undefined;
        throw error;
      });
      return people;
    },
    data: {
      EventId: eventId,
      Version: version,
      TimeZone: event.time_zone,
      Days: programmeDays(sessions, event.time_zone),
      SessionTypes: sessionTypes,
      Groups: groups,
      Rooms: rooms,
      ProgramGrades: [...new Set(sessions.map((session) => session.ProgramGrade))].sort(compare),
      SessionsCount: sessions.length,
      PresentationsCount: presentations.length,
      AuthorsCount: authorRows.length,
      AbstractsCount: Number(counts.abstracts),
    },
  };
}

/** The author and abstract lists, with who chairs, presents and wrote what. */
function shapePeople(
  authorRows: readonly Selectable<ProgrammeAuthorTable>[],
  chairRows: readonly Selectable<ProgrammeSessionChairTable>[],
  presentations: readonly ProgrammePresentation[],
  abstractRows: readonly Selectable<ProgrammeAbstractTable>[],
  abstractAuthorRows: readonly Selectable<ProgrammeAbstractAuthorTable>[],
  abstractLocation: ReadonlyMap<number, { presentationId: number; sessionId: number }>,
): People {
  const authorById = new Map(authorRows.map((row) => [row.id, row]));
  const chairedBy = multimap(
    chairRows,
    (row) => row.author_id,
    (row) => row.session_id,
  );
  const presentedBy = multimap(
    presentations,
    (presentation) => presentation.SpeakerId,
    (presentation) => presentation.Id,
  );
  const abstractsBy = multimap(
    abstractAuthorRows,
    (row) => row.author_id,
    (row) => row.abstract_id,
  );
  const authors: ProgrammeAuthor[] = [...authorRows]
    .sort((a, b) => collator.compare(a.surname, b.surname) || collator.compare(a.firstname, b.firstname) || a.id - b.id)
    .map((row) => ({
      Id: row.id,
      Title: row.title,
      Firstname: row.firstname,
      Surname: row.surname,
      Affiliation: row.affiliation,
      City: row.city,
      Country: row.country,
      PicturePath: row.picture_path,
      Highlighted: row.is_highlighted === 1,
      ChairSessionIds: chairedBy.get(row.id) ?? [],
      PresentationIds: presentedBy.get(row.id) ?? [],
      AbstractIds: (abstractsBy.get(row.id) ?? []).sort((a, b) => a - b),
    }));

  const authorsByAbstract = multimap(
    abstractAuthorRows,
    (row) => row.abstract_id,
    (row) => row,
  );
  const abstracts: ProgrammeAbstract[] = [...abstractRows]
    .sort((a, b) => compare(a.number, b.number) || a.id - b.id)
    .map((row) => ({
      Id: row.id,
      Number: row.number,
      Title: row.title,
      Text: row.body,
      PresentationId: abstractLocation.get(row.id)?.presentationId ?? null,
      SessionId: abstractLocation.get(row.id)?.sessionId ?? null,
      Authors: (authorsByAbstract.get(row.id) ?? []).flatMap((link) => {
        const author = authorById.get(link.author_id);
        return author
          ? [
              {
                Id: author.id,
                Firstname: author.firstname,
                Surname: author.surname,
                Affiliation: author.affiliation,
                Presenting: link.is_presenting === 1,
              },
            ]
          : [];
      }),
    }));

  return { authors, abstracts };
}

/**
 * The programme days with section 3's counts, so that the client's section 5 rules come out right:
 * sessionsCount counts every session; the hidden-on-scheduler counts are kept apart for posters and
 * other sessions (posters = PosterSessionsCount - PosterSessionsHideOnSchedulerCount; scheduler
 * sessions = sessionsCount - SessionsHideOnSchedulerCount - PosterSessionsCount).
 */
function programmeDays(sessions: readonly ProgrammeSession[], timeZone: string): ProgrammeDay[] {
  const localDate = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const days = new Map<string, ProgrammeDay>();
  for (const session of sessions) {
    const date = localDate.format(Date.parse(session.StartDateTime));
    let day = days.get(date);
    if (!day) {
      day = { date, sessionsCount: 0, PosterSessionsCount: 0, SessionsHideOnSchedulerCount: 0, PosterSessionsHideOnSchedulerCount: 0 };
      days.set(date, day);
    }
    day.sessionsCount++;
    if (session.IsPoster) {
      day.PosterSessionsCount++;
      if (session.HideOnScheduler) day.PosterSessionsHideOnSchedulerCount++;
    } else if (session.HideOnScheduler) {
      day.SessionsHideOnSchedulerCount++;
    }
  }
  return [...days.values()].sort((a, b) => compare(a.date, b.date));
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Groups values by key, keeping their order; null keys are left out. */
function multimap<R, K, V>(rows: readonly R[], key: (row: R) => K | null, value: (row: R) => V): Map<K, V[]> {
  const map = new Map<K, V[]>();
  for (const row of rows) {
    const k = key(row);
    if (k === null) continue;
    const list = map.get(k);
    if (list) list.push(value(row));
    else map.set(k, [value(row)]);
  }
  return map;
}
