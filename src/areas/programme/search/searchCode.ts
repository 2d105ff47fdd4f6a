/**
 * The code the search view needs once a whole list is in: the text search (search.ts, with each list's
 * index) and the filters and sorts that pick the rows (searchResults.ts). The first rows need neither, so
 * it loads on demand, after them.
 */
export {
  buildProgrammeSearchIndex,
  searchProgramme,
  ABSTRACT_SEARCH_KEYS,
  AUTHOR_SEARCH_KEYS,
  PRESENTATION_SEARCH_KEYS,
  SESSION_SEARCH_KEYS,
} from '../../../core/programme/search';
export {
  abstractResults,
  authorResults,
  presentationResults,
  sessionResults,
  sortedPresentations,
  sortedSessions,
} from '../../../core/programme/searchResults';
