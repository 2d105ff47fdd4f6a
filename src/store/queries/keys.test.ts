/**
 * The query factories build every key through keys.ts: here keys.ts's builders mark what they build, so a
 * factory that writes its key by hand fails. Each factory's key is also pinned to the key the data had
 * before the factories (persisted caches and invalidations still find it), and each invalidation prefix
 * is checked against a QueryClient to hit what it must and nothing else.
 */
import { QueryClient, type QueryFilters, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createHttp } from '../../api/http';
import type { SurveyRequest } from '../../contracts';
import { advertisingQueries } from './advertising';
import { charityQueries } from './charity';
import { societyQueries } from './society';
import { contentQueries } from './content';
import { clockQueries } from './clock';
import { coreQueries } from './core';
import { highlightedQueries } from './highlighted';
import { highlightedPresentationQueries } from './highlightedPresentation';
import { selectedSessionsQueries } from './selectedSessions';
import { userCompleteQueries } from './userComplete';
import { instanceQueries } from './instance';
import { notesQueries, ratingQueries } from './notes';
import { platformQueries } from './platform';
import { documentsQueries } from './documents';
import { companyQueries } from './company';
import { exhibitionQueries } from './exhibition';
import { footerQueries } from './footer';
import { headerQueries } from './header';
import { identityQueries } from './identity';
import { queryScope, type QueryScope } from './keys';
import { messagingQueries } from './messaging';
import { notificationsQueries } from './notifications';
import { partnersQueries } from './partners';
import { programmeQueries, VIEWER_INDEX } from './programme';
import { rssQueries } from './rss';
import { shellQueries } from './shell';
import { ssoQueries } from './sso';
import { surveyQueries } from './survey';

const { MARK } = vi.hoisted(() => ({ MARK: '<built by keys.ts>' }));

vi.mock('./keys', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./keys')>();
  return {
    ...actual,
    scopeKey: (scope: Parameters<typeof actual.scopeKey>[0]) => [MARK, ...actual.scopeKey(scope)],
    instanceKey: (instance: string) => [MARK, ...actual.instanceKey(instance)],
    shellKey: () => [MARK, ...actual.shellKey()],
    platformKey: () => [MARK, ...actual.platformKey()],
    keyAfterScope: (queryKey: readonly unknown[]) => actual.keyAfterScope(queryKey[0] === MARK ? queryKey.slice(1) : queryKey),
  };
});

const http = createHttp({ baseUrl: '/', getToken: () => null, onUnauthorized: () => {}, onMaintenance: () => {}, onError: () => {} });
const context = { instance: 'demo', event: 'ehc2026', http };
const en = queryScope(context, 'en-GB');
const de = queryScope(context, 'de-DE');
const none = queryScope(context, '');
const request: SurveyRequest = {
  SurveyItemSetId: 9,
  Context: 'Submission',
  ContextShort: 'ehc2026',
  Instance: 'demo',
  Language: 'en-GB',
  SurveyEnitity: { Id: 4, UserId: 3 },
  EvaluationDone: false,
};
const wait = () => Promise.resolve();

const factories = {
  advertisingQueries,
  charityQueries,
  societyQueries,
  contentQueries,
  clockQueries,
  companyQueries,
  coreQueries,
  documentsQueries,
  exhibitionQueries,
  footerQueries,
  headerQueries,
  highlightedQueries,
  highlightedPresentationQueries,
  selectedSessionsQueries,
  userCompleteQueries,
  identityQueries,
  instanceQueries,
  messagingQueries,
  notesQueries,
  notificationsQueries,
  partnersQueries,
  platformQueries,
  programmeQueries,
  ratingQueries,
  rssQueries,
  shellQueries,
  ssoQueries,
  surveyQueries,
};

/** Every key a factory builds, with the key the same data had before the factories. */
const keys: Record<string, [QueryKey, unknown[]]> = {
  'advertisingQueries.advertisements': [advertisingQueries.advertisements(en, 1).queryKey, ['demo', 'ehc2026', 'en-GB', 'advertisements']],
  'charityQueries.all': [charityQueries.all(en), ['demo', 'ehc2026', 'en-GB', 'charity']],
  'societyQueries.all': [societyQueries.all(en), ['demo', 'ehc2026', 'en-GB', 'society']],
  'societyQueries.awardWinners': [societyQueries.awardWinners(en, 1).queryKey, ['demo', 'ehc2026', 'en-GB', 'society', 'awardWinners']],
  'societyQueries.preceptorships': [
    societyQueries.preceptorships(en, 1).queryKey,
    ['demo', 'ehc2026', 'en-GB', 'society', 'preceptorships'],
  ],
  'societyQueries.worldVillage': [societyQueries.worldVillage(en, 1).queryKey, ['demo', 'ehc2026', 'en-GB', 'society', 'worldVillage']],
  'societyQueries.society': [societyQueries.society(en, 1, 4).queryKey, ['demo', 'ehc2026', 'en-GB', 'society', 'worldVillage', 4]],
  'charityQueries.pageConfig': [charityQueries.pageConfig(en, 1).queryKey, ['demo', 'ehc2026', 'en-GB', 'charity', 'config']],
  'charityQueries.projects': [charityQueries.projects(en, 1).queryKey, ['demo', 'ehc2026', 'en-GB', 'charity', 'projects']],
  'charityQueries.challenges': [
    charityQueries.challenges(en, 1, null).queryKey,
    ['demo', 'ehc2026', 'en-GB', 'charity', 'challenges', 'visitor'],
  ],
  'charityQueries.highscore': [charityQueries.highscore(en, 1, null).queryKey, ['demo', 'ehc2026', 'en-GB', 'charity', 'highscore', 'all']],
  'charityQueries.exhibitorChallenges': [
    charityQueries.exhibitorChallenges(en, 1, 'ca-0030').queryKey,
    ['demo', 'ehc2026', 'en-GB', 'charity', 'exhibitor-challenges', 'ca-0030'],
  ],
  'charityQueries.challengeSurvey': [
    charityQueries.challengeSurvey(en, '/survey', null, 3).queryKey,
    ['demo', 'ehc2026', 'en-GB', 'charity', 'survey', null, 3],
  ],
  'contentQueries.page': [contentQueries.page(en, 'Imprint').queryKey, ['demo', 'ehc2026', 'en-GB', 'content-page', 'imprint']],
  'contentQueries.dashboard': [contentQueries.dashboard(en, 1).queryKey, ['demo', 'ehc2026', 'en-GB', 'event-dashboard']],
  'coreQueries.details': [coreQueries.details(en).queryKey, ['demo', 'ehc2026', 'en-GB', 'details']],
  'coreQueries.resources': [coreQueries.resources(en, 'VMXTexts').queryKey, ['demo', 'ehc2026', 'en-GB', 'resources', 'VMXTexts']],
  // Was [instance, event, 'server-time']: now in the event scope with no language, like the user's data.
  'clockQueries.serverClockOffset': [clockQueries.serverClockOffset(none).queryKey, ['demo', 'ehc2026', '', 'server-time']],
  'instanceQueries.info': [instanceQueries.info(en).queryKey, ['demo', 'instance-info']],
  // The user's own messaging in no language, whatever the scope's: the header's badge and the inbox share the entry.
  'messagingQueries.own': [messagingQueries.own(de, 3), ['demo', 'ehc2026', '', 'messaging', 3]],
  'messagingQueries.settings': [messagingQueries.settings(en, 1, 3).queryKey, ['demo', 'ehc2026', '', 'messaging', 3, 1, 'settings']],
  'messagingQueries.people': [
    messagingQueries.people(en, 1, 3, 'cardio', 20).queryKey,
    ['demo', 'ehc2026', 'en-GB', 'networking-people', 3, 1, 'cardio', 20],
  ],
  'messagingQueries.contacts': [messagingQueries.contacts(de, 1, 3).queryKey, ['demo', 'ehc2026', 'de-DE', 'networking-contacts', 3, 1]],
  'messagingQueries.conversations': [
    messagingQueries.conversations(en, 1, 3).queryKey,
    ['demo', 'ehc2026', '', 'messaging', 3, 1, 'conversations'],
  ],
  'messagingQueries.conversation': [
    messagingQueries.conversation(en, 1, 3, 9).queryKey,
    ['demo', 'ehc2026', '', 'messaging', 3, 1, 'conversation', 9],
  ],
  'messagingQueries.messages': [messagingQueries.messages(en, 1, 3, 9).queryKey, ['demo', 'ehc2026', '', 'messaging', 3, 1, 'history', 9]],
  'messagingQueries.unread': [messagingQueries.unread(de, 1, 3).queryKey, ['demo', 'ehc2026', '', 'messaging', 3, 1, 'unread']],
  'messagingQueries.blocks': [messagingQueries.blocks(de, 1, 3).queryKey, ['demo', 'ehc2026', '', 'messaging', 3, 1, 'blocks']],
  'messagingQueries.reportsKey': [messagingQueries.reportsKey(en, 1, 3), ['demo', 'ehc2026', '', 'messaging', 3, 1, 'reports']],
  'messagingQueries.reports': [
    messagingQueries.reports(en, 1, 3, 'open').queryKey,
    ['demo', 'ehc2026', '', 'messaging', 3, 1, 'reports', 'open'],
  ],
  // The groups are named in a language, under the user's own: a new conversation renews them too.
  'messagingQueries.groupsKey': [messagingQueries.groupsKey(en, 1, 3), ['demo', 'ehc2026', '', 'messaging', 3, 1, 'groups']],
  'messagingQueries.groups': [
    messagingQueries.groups(de, 1, 3).queryKey,
    ['demo', 'ehc2026', '', 'messaging', 3, 1, 'groups', 'de-DE', 'all'],
  ],
  'messagingQueries.sessionGroup': [
    messagingQueries.sessionGroup(en, 1, 3, 12).queryKey,
    ['demo', 'ehc2026', '', 'messaging', 3, 1, 'groups', 'en-GB', 'session', 12],
  ],
  'messagingQueries.meetings': [messagingQueries.meetings(de, 1, 3).queryKey, ['demo', 'ehc2026', '', 'messaging', 3, 1, 'meetings']],
  'messagingQueries.speakers': [messagingQueries.speakers(en, 1, 3).queryKey, ['demo', 'ehc2026', '', 'messaging', 3, 1, 'speakers']],
  'messagingQueries.companies': [messagingQueries.companies(de, 1, 3).queryKey, ['demo', 'ehc2026', '', 'messaging', 3, 1, 'companies']],
  'platformQueries.version': [platformQueries.version(http).queryKey, ['vmx', 'version']],
  'documentsQueries.userDocumentsKey': [documentsQueries.userDocumentsKey(en), ['demo', 'ehc2026', 'en-GB', 'myarea-documents']],
  'documentsQueries.userDocuments': [documentsQueries.userDocuments(en, 3).queryKey, ['demo', 'ehc2026', 'en-GB', 'myarea-documents', 3]],
  'documentsQueries.terms': [documentsQueries.terms(en, 'event', 1).queryKey, ['demo', 'ehc2026', 'en-GB', 'terms', 'event']],
  'exhibitionQueries.all': [exhibitionQueries.all(en), ['demo', 'ehc2026', 'en-GB', 'exhibitors']],
  'exhibitionQueries.accounts': [exhibitionQueries.accounts(en, 1).queryKey, ['demo', 'ehc2026', 'en-GB', 'exhibitors', 'accounts']],
  'exhibitionQueries.eventProducts': [
    exhibitionQueries.eventProducts(en, 1, 'token', true).queryKey,
    ['demo', 'ehc2026', 'en-GB', 'exhibitors', 'products', 'event', 'token', true],
  ],
  'exhibitionQueries.eventMeetings': [
    exhibitionQueries.eventMeetings(en, 1).queryKey,
    ['demo', 'ehc2026', 'en-GB', 'exhibitors', 'meetings', 'event'],
  ],
  'exhibitionQueries.symposia': [exhibitionQueries.symposia(en, 1).queryKey, ['demo', 'ehc2026', 'en-GB', 'exhibitors', 'symposia']],
  'companyQueries.booth': [
    companyQueries.booth(en, 'acme', 1, null, false).queryKey,
    ['demo', 'ehc2026', 'en-GB', 'exhibitors', 'booth', 'acme', null, false],
  ],
  'companyQueries.profile': [companyQueries.profile(en, 'acme', 1).queryKey, ['demo', 'ehc2026', 'en-GB', 'exhibitors', 'profile', 'acme']],
  'companyQueries.products': [
    companyQueries.products(en, 'acme', 1, 't').queryKey,
    ['demo', 'ehc2026', 'en-GB', 'exhibitors', 'profile', 'acme', 'products', 't'],
  ],
  'companyQueries.meetings': [
    companyQueries.meetings(en, 'acme', 1, 't').queryKey,
    ['demo', 'ehc2026', 'en-GB', 'exhibitors', 'profile', 'acme', 'meetings', 't'],
  ],
  'companyQueries.webcasts': [
    companyQueries.webcasts(en, 'acme', 1, 't').queryKey,
    ['demo', 'ehc2026', 'en-GB', 'exhibitors', 'profile', 'acme', 'webcasts', 't'],
  ],
  'companyQueries.presentations': [
    companyQueries.presentations(en, 'acme', 1, 't').queryKey,
    ['demo', 'ehc2026', 'en-GB', 'exhibitors', 'profile', 'acme', 'presentations', 't'],
  ],
  'companyQueries.symposia': [
    companyQueries.symposia(en, 'acme', 1, 't').queryKey,
    ['demo', 'ehc2026', 'en-GB', 'exhibitors', 'profile', 'acme', 'symposia', 't'],
  ],
  'companyQueries.lounge': [
    companyQueries.lounge(en, 'acme', 1, 't').queryKey,
    // The lounge reads in the page's language (its path still says de-DE): the key carries that language.
    ['demo', 'ehc2026', 'en-GB', 'exhibitors', 'lounge', 'acme', 't'],
  ],
  'companyQueries.chat': [companyQueries.chat(en, 'acme', 1, 't').queryKey, ['demo', 'ehc2026', '', 'exhibitors', 'chat', 'acme', 't']],
  'footerQueries.model': [footerQueries.model(en).queryKey, ['demo', 'ehc2026', 'en-GB', 'footer-model']],
  'headerQueries.header': [headerQueries.header(en).queryKey, ['demo', 'ehc2026', 'en-GB', 'vmx-header']],
  'identityQueries.userKey': [identityQueries.userKey(none), ['demo', 'ehc2026', '', 'user']],
  'identityQueries.ticketsKey': [identityQueries.ticketsKey(none), ['demo', 'ehc2026', '', 'booked-tickets']],
  'identityQueries.user': [identityQueries.user(none, 1, 't').queryKey, ['demo', 'ehc2026', '', 'user', 't']],
  'identityQueries.tickets': [identityQueries.tickets(none, 1, 't').queryKey, ['demo', 'ehc2026', '', 'booked-tickets', 't']],
  'notificationsQueries.pushNotificationsKey': [
    notificationsQueries.pushNotificationsKey(en),
    ['demo', 'ehc2026', 'en-GB', 'push-notifications'],
  ],
  'notificationsQueries.pushNotifications': [
    notificationsQueries.pushNotifications(en, 1, true).queryKey,
    ['demo', 'ehc2026', 'en-GB', 'push-notifications', true],
  ],
  'partnersQueries.publicAccounts': [
    partnersQueries.publicAccounts(en, 1).queryKey,
    ['demo', 'ehc2026', 'en-GB', 'company-accounts', 'public'],
  ],
  'programmeQueries.all': [programmeQueries.all(en), ['demo', 'ehc2026', 'en-GB', 'programme']],
  'notesQueries.notesKey': [notesQueries.notesKey(en, { sessionId: 7 }), ['demo', 'ehc2026', 'en-GB', 'notes', 'session:7']],
  'ratingQueries.ratingKey': [ratingQueries.ratingKey(en, 7), ['demo', 'ehc2026', 'en-GB', 'sessionRating', 7]],
  'notesQueries.writeKey': [
    notesQueries.writeKey(en, { presentationId: 8 }),
    ['demo', 'ehc2026', 'en-GB', 'notes', 'presentation:8', 'write'],
  ],
  'ratingQueries.writeKey': [ratingQueries.writeKey(en, 7), ['demo', 'ehc2026', 'en-GB', 'sessionRating', 7, 'write']],
  'programmeQueries.list': [
    programmeQueries.list(en, 'anonymous', 'sessions', 1).queryKey,
    ['demo', 'ehc2026', 'en-GB', 'programme', 'anonymous', 'sessions'],
  ],
  'programmeQueries.firstSessions': [
    programmeQueries.firstSessions(en, 'anonymous', 30).queryKey,
    ['demo', 'ehc2026', 'en-GB', 'programme', 'anonymous', 'sessions', 'first', 30],
  ],
  'programmeQueries.data': [programmeQueries.data(en, 'user:3', 1).queryKey, ['demo', 'ehc2026', 'en-GB', 'programme', 'user:3', 'data']],
  'highlightedQueries.sessions': [
    highlightedQueries.sessions(en, 'anonymous', null).queryKey,
    ['demo', 'ehc2026', 'en-GB', 'programme', 'anonymous', 'highlighted', 'Scientific'],
  ],
  'highlightedPresentationQueries.presentation': [
    highlightedPresentationQueries.presentation(en, 'anonymous').queryKey,
    ['demo', 'ehc2026', 'en-GB', 'programme', 'anonymous', 'highlighted-presentation'],
  ],
  // One set of ids, one key, whatever the order the favourites are in.
  'selectedSessionsQueries.sessions': [
    selectedSessionsQueries.sessions(en, 'anonymous', ['10029', '10005', '10029']).queryKey,
    ['demo', 'ehc2026', 'en-GB', 'programme', 'anonymous', 'selected-sessions', '10005,10029'],
  ],
  // Under identityQueries.userKey: saving the profile renews it.
  'userCompleteQueries.complete': [userCompleteQueries.complete(none, 1, 't').queryKey, ['demo', 'ehc2026', '', 'user', 't', 'complete']],
  'programmeQueries.liveStreams': [
    programmeQueries.liveStreams(en, 'user:3', 1).queryKey,
    ['demo', 'ehc2026', 'en-GB', 'live', 'streams', 'user:3'],
  ],
  'notesQueries.notes': [
    notesQueries.notes(en, { sessionId: 7 }, 1, 3, true).queryKey,
    ['demo', 'ehc2026', 'en-GB', 'notes', 'session:7', 3, true],
  ],
  'ratingQueries.rating': [ratingQueries.rating(en, 7, 1, 3).queryKey, ['demo', 'ehc2026', 'en-GB', 'sessionRating', 7, 3]],
  'rssQueries.titles': [rssQueries.titles(en, 'https://feed', wait).queryKey, ['demo', 'ehc2026', 'en-GB', 'ticker-rss', 'https://feed']],
  'shellQueries.rootRedirect': [shellQueries.rootRedirect(http, 'example.org').queryKey, ['shell', 'root-redirect', 'example.org']],
  'shellQueries.instance': [shellQueries.instance(http, 'demo').queryKey, ['shell', 'instance', 'demo']],
  'ssoQueries.links': [ssoQueries.links(none).queryKey, ['demo', 'ehc2026', '', 'sso-links']],
  'ssoQueries.compare': [ssoQueries.compare(none, 3).queryKey, ['demo', 'ehc2026', '', 'sso-compare', 3]],
  'ssoQueries.correlate': [ssoQueries.correlate(none, '/back').queryKey, ['demo', 'ehc2026', '', 'sso-correlate']],
  'surveyQueries.evaluationKey': [surveyQueries.evaluationKey(en), ['demo', 'ehc2026', '', 'evaluation']],
  'surveyQueries.evaluationSessionsKey': [surveyQueries.evaluationSessionsKey(en), ['demo', 'ehc2026', '', 'evaluation', 'sessions']],
  'surveyQueries.evaluationSessions': [
    surveyQueries.evaluationSessions(none, 1, 3).queryKey,
    ['demo', 'ehc2026', '', 'evaluation', 'sessions', 1, 3],
  ],
  'surveyQueries.evaluationRequest': [
    surveyQueries.evaluationRequest(none, { kind: 'session', sessionId: 7, name: 'S' }, 1, 3).queryKey,
    ['demo', 'ehc2026', '', 'evaluation', 'request', 'session:7', 1, 3],
  ],
  'surveyQueries.evaluationModel': [
    surveyQueries.evaluationModel(de, '/survey', request).queryKey,
    ['demo', 'ehc2026', '', 'evaluation', 'model', 'Submission', 4, 9, 'de-DE'],
  ],
  'surveyQueries.formModel': [
    surveyQueries.formModel(en, '/survey', 12, request).queryKey,
    ['demo', 'ehc2026', 'en-GB', 'myarea-form-model', 12, 9],
  ],
};

/** Predicates over keys, which are tested below against a QueryClient. */
const predicates = new Set(['charityQueries.changedByPoints', 'exhibitionQueries.isProducts', 'messagingQueries.isNetwork']);

/** A QueryClient holding the given keys, and the keys a filter finds among them. */
function found(stored: QueryKey[], filter: QueryFilters): QueryKey[] {
  const client = new QueryClient();
  for (const key of stored) client.setQueryData(key, 1);
  return client
    .getQueryCache()
    .findAll(filter)
    .map((query) => query.queryKey);
}

describe('query keys', () => {
  it('are built by keys.ts for every factory, and are the keys the data had before', () => {
    for (const [name, [key, before]] of Object.entries(keys)) {
      expect(key[0], `${name} builds its key by hand`).toBe(MARK);
      expect(key.slice(1), name).toEqual(before);
    }
  });

  it('covers every factory of every service', () => {
    const all = Object.entries(factories).flatMap(([service, factory]) => Object.keys(factory).map((name) => `${service}.${name}`));
    expect(all.filter((name) => !(name in keys) && !predicates.has(name))).toEqual([]);
  });

  it('start with [instance, event, language]', async () => {
    const actual = await vi.importActual<typeof import('./keys')>('./keys');
    expect(actual.scopeKey(en)).toEqual(['demo', 'ehc2026', 'en-GB']);
    expect(actual.keyAfterScope(['demo', 'ehc2026', 'en-GB', 'charity', 'config'])).toEqual(['charity', 'config']);
  });

  it('put the viewer of a programme list where keepAcrossViewers looks for it', () => {
    expect(programmeQueries.list(en, 'user:3', 'sessions', 1).queryKey[VIEWER_INDEX]).toBe('user:3');
  });
});

describe('invalidation prefixes', () => {
  const scopeOf = (language: string): QueryScope => queryScope(context, language);

  it("a service's all() matches its lists and details of the scope, not another language's", () => {
    const stored = [
      programmeQueries.list(en, 'anonymous', 'sessions', 1).queryKey,
      programmeQueries.data(en, 'user:3', 1).queryKey,
      programmeQueries.firstSessions(en, 'anonymous', 30).queryKey,
      highlightedQueries.sessions(en, 'anonymous', 'Industry').queryKey,
      programmeQueries.list(de, 'anonymous', 'sessions', 1).queryKey,
      exhibitionQueries.accounts(en, 1).queryKey,
    ];
    expect(found(stored, { queryKey: programmeQueries.all(en) })).toEqual(stored.slice(0, 4));
    expect(found(stored, { queryKey: exhibitionQueries.all(en) })).toEqual([stored[5]]);
  });

  it('a per-user prefix matches every user and token, and the keys of two users differ', () => {
    const userA = identityQueries.user(none, 1, 'a').queryKey;
    const userB = identityQueries.user(none, 1, 'b').queryKey;
    const tickets = identityQueries.tickets(none, 1, 'a').queryKey;
    expect(found([userA, userB, tickets], { queryKey: identityQueries.userKey(none) })).toEqual([userA, userB]);
    expect(found([userA, userB, tickets], { queryKey: identityQueries.ticketsKey(none) })).toEqual([tickets]);

    const documents = [documentsQueries.userDocuments(en, 3).queryKey, documentsQueries.userDocuments(en, 4).queryKey];
    expect(found(documents, { queryKey: documentsQueries.userDocumentsKey(en) })).toEqual(documents);

    const push = [
      notificationsQueries.pushNotifications(en, 1, true).queryKey,
      notificationsQueries.pushNotifications(en, 1, false).queryKey,
    ];
    expect(found(push, { queryKey: notificationsQueries.pushNotificationsKey(en) })).toEqual(push);
  });

  it("a write's prefix matches its target's reads only", () => {
    const notes = [
      notesQueries.notes(en, { sessionId: 7 }, 1, 3, true).queryKey,
      notesQueries.notes(en, { sessionId: 7 }, 1, 3, false).queryKey,
    ];
    const other = notesQueries.notes(en, { sessionId: 8 }, 1, 3, true).queryKey;
    expect(found([...notes, other], { queryKey: notesQueries.notesKey(en, { sessionId: 7 }) })).toEqual(notes);

    const ratings = [ratingQueries.rating(en, 7, 1, 3).queryKey, ratingQueries.rating(en, 7, 1, null).queryKey];
    expect(found([...ratings, ratingQueries.rating(en, 8, 1, 3).queryKey], { queryKey: ratingQueries.ratingKey(en, 7) })).toEqual(ratings);
  });

  it('a completed evaluation reloads the sessions to evaluate, whatever language it is asked in', () => {
    const sessions = surveyQueries.evaluationSessions(scopeOf(''), 1, 3).queryKey;
    const model = surveyQueries.evaluationModel(de, '/survey', request).queryKey;
    expect(found([sessions, model], { queryKey: surveyQueries.evaluationSessionsKey(scopeOf('de-DE')) })).toEqual([sessions]);
  });

  it("points change every highscore and the challenges' done flags, in every language", () => {
    const changed = [
      charityQueries.highscore(en, 1, null).queryKey,
      charityQueries.highscore(de, 1, 2).queryKey,
      charityQueries.challenges(de, 1, 3).queryKey,
    ];
    const unchanged = [charityQueries.projects(en, 1).queryKey, charityQueries.pageConfig(en, 1).queryKey];
    expect(found([...changed, ...unchanged], { predicate: charityQueries.changedByPoints })).toEqual(changed);
  });

  it("a product's new rating changes every list of products, and nothing else", () => {
    const products = [exhibitionQueries.eventProducts(en, 1, null, false).queryKey, companyQueries.products(de, 'acme', 1, 't').queryKey];
    const others = [companyQueries.meetings(en, 'acme', 1, 't').queryKey, exhibitionQueries.accounts(en, 1).queryKey];
    expect(found([...products, ...others], { predicate: exhibitionQueries.isProducts })).toEqual(products);
  });

  it('a contact request renews the people and contacts of every user and language, and none of the messages', () => {
    const network = [
      messagingQueries.people(en, 1, 3, '', 0).queryKey,
      messagingQueries.people(de, 1, 3, 'cardio', 20).queryKey,
      messagingQueries.contacts(en, 1, 3).queryKey,
    ];
    const others = [messagingQueries.conversations(en, 1, 3).queryKey, messagingQueries.unread(en, 1, 3).queryKey];
    expect(found([...network, ...others], { predicate: messagingQueries.isNetwork })).toEqual(network);
  });

  it("a user's messaging prefix matches their own data in no language, and not another user's", () => {
    const mine = [messagingQueries.unread(en, 1, 3).queryKey, messagingQueries.messages(de, 1, 3, 9).queryKey];
    const theirs = [messagingQueries.unread(en, 1, 4).queryKey];
    expect(found([...mine, ...theirs], { queryKey: messagingQueries.own(en, 3) })).toEqual(mine);
  });
});
