/**
 * The shared contracts, the one module the client and the reference server both speak (ARCHITECTURE.md,
 * Layers). What belongs here: the wire types of the reference API, split by service (one file per service,
 * each naming its rule pages), the resource-set names and the other runtime constants both sides read
 * (RESOURCE_SETS, FOOTER_MODEL_RESOURCE), the hub protocol (hubs.ts) and the path tables the server serves
 * (PROGRAMME_LIST_PATHS). What does not: React, the DOM, fetch, behaviour; a contracts file imports nothing
 * outside src/contracts.
 *
 * Who imports it: everyone (core, api, store, ui, areas, elements, realtime, the server, tests), always through
 * this manifest (`…/contracts`), never an inner file; the files here import each other directly.
 */
export * from './core';
export * from './identity';
export * from './sso';
export * from './header';
export * from './footer';
export * from './advertising';
export * from './programme';
export * from './programmeAdmin';
export * from './exhibitorAdmin';
export * from './userNotifications';
export * from './attendance';
export * from './mail';
export * from './content';
export * from './partners';
export * from './exhibition';
export * from './survey';
export * from './charity';
export * from './society';
export * from './assembly';
export * from './evaluation';
export * from './documents';
export * from './news';
export * from './jobs';
export * from './helpdesk';
export * from './networking';
export * from './messaging';
export * from './tv';
export * from './submission';
export * from './socialFeed';
export * from './hubs';
export * from './specCalls';
export * from './analytics';
export * from './analyticsReports';
