/**
 * Rules of the world village (docs/rules/content-areas.md section 2 names the screen; searchable like the exhibitor
 * list, so the same general fuzzy search of sections 5 and 9: threshold 0.3, minimum match 3, through
 * core/fuzzySearch). Ours: the keys searched (name, acronym, country, tags), the filter by kind, and the address:
 * `q` and `kind` for the list, `id` for the profile of one society (a deep link; Back returns to the list).
 */
import type { FuseOptionKey } from 'fuse.js';
import type { SocietyKind, WorldVillageSociety } from '../../contracts';
import { buildFuzzySearchIndex, searchFuzzy, type FuzzySearchIndex } from '../fuzzySearch';

const SOCIETY_SEARCH_KEYS: readonly FuseOptionKey<WorldVillageSociety>[] = Object.freeze(['Name', 'Acronym', 'CountryName', 'Tags']);

export const SOCIETY_KINDS: readonly SocietyKind[] = ['National', 'Partner'];

export type SocietySearchIndex = FuzzySearchIndex<WorldVillageSociety>;

export function buildSocietySearchIndex(societies: readonly WorldVillageSociety[]): SocietySearchIndex {
  return buildFuzzySearchIndex(societies, SOCIETY_SEARCH_KEYS);
}

export interface WorldVillageState {
  text: string;
  kind: SocietyKind | null;
}

/** The list's state of an address query; an unknown kind is no filter. */
export function readWorldVillageState(query: Readonly<Record<string, string>>): WorldVillageState {
  const kind = SOCIETY_KINDS.find((value) => value === query.kind) ?? null;
  return { text: query.q ?? '', kind };
}

/** The address query of the list's state (only what is set). */
export function worldVillageQuery(state: WorldVillageState): Record<string, string> {
  const query: Record<string, string> = {};
  if (state.text.trim() !== '') query.q = state.text;
  if (state.kind) query.kind = state.kind;
  return query;
}

/** The society a profile address names (?id=7), or null for the list. */
export function societyIdOf(query: Readonly<Record<string, string>>): number | null {
  const id = query.id?.trim() ?? '';
  return /^\d{1,9}$/.test(id) ? Number(id) : null;
}

/**
 * The societies to show: of the kind chosen, matching the text best first as fuse.js ranks them, or in the
 * society's own order when there is no text.
 */
export function worldVillageResults(index: SocietySearchIndex, state: WorldVillageState): WorldVillageSociety[] {
  const ofKind = (society: WorldVillageSociety) => state.kind === null || society.Kind === state.kind;
  if (state.text.trim() === '') return index.items.filter(ofKind);
  return searchFuzzy(index, state.text)
    .map((result) => result.item)
    .filter(ofKind);
}
