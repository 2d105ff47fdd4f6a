/**
 * The programme's rules (docs/rules/content-areas.md sections 2-5 and 9): search identical to fuse.js, sorts,
 * counts, filters, the CET rule, the programme-days box, favourites and highlighted sessions; the shared
 * search view, the personal programme, the live rooms and streams, notes, rating and the speaker message.
 */
export type { PresentationRecord, SessionRecord } from './types';
export {
  buildPresentationSearchIndex,
  buildSessionSearchIndex,
  personName,
  PRESENTATION_SEARCH_KEYS,
  searchProgramme,
  SESSION_SEARCH_KEYS,
  SESSION_SEARCH_OPTIONS,
} from './search';
export * from './counts';
export * from './dateFormat';
export * from './favourites';
export * from './filters';
export * from './highlighted';
export * from './programmeDays';
export * from './programmeTime';
export * from './sort';
export * from './searchView';
export * from './searchResults';
export * from './personalProgramme';
export * from './liveRooms';
export * from './liveStreams';
export * from './notes';
export * from './rating';
export * from './speakerMessage';
export * from './detail';
